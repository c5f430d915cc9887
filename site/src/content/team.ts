/** The leadership team on /team, and the "Join Our Team" dialog copy. */
import { brand } from './brand.ts';

export type TeamSocialNetwork = 'linkedin' | 'twitter' | 'github' | 'instagram';

export interface TeamSocialLink {
  network: TeamSocialNetwork;
  href: string;
}

export interface TeamMember {
  /** Stable id. */
  id: string;
  name: string;
  role: string;
  /**
   * A photo under `/team/` once the company supplies one; until then the avatar shows initials.
   */
  image?: string;
  /**
   * Public profiles. Only real ones: the original site had `#` placeholders, and a link that
   * goes nowhere is worse than none.
   */
  social: readonly TeamSocialLink[];
}

export const teamSocialLabels: Record<TeamSocialNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  github: 'GitHub',
  instagram: 'Instagram',
};

export const leadership: readonly TeamMember[] = [
  { id: 'oluwaseun-adeyemi', name: 'Oluwaseun Adeyemi', role: 'Founder & CEO', social: [] },
  { id: 'fifame-houngbedji', name: 'Fifamè Houngbédji', role: 'Co-Founder & COO', social: [] },
  { id: 'chukwuemeka-obi', name: 'Chukwuemeka Obi', role: 'CTO', social: [] },
  { id: 'aisha-bello', name: 'Aisha Bello', role: 'HR Manager', social: [] },
  { id: 'sena-dossou', name: 'Sèna Dossou', role: 'Lead Backend Developer', social: [] },
];

export const teamPage = {
  heading: 'Meet Our Team',
  intro: `The people who lead ${brand.name}: engineers, operators and builders from Nigeria and Benin Republic, working with a team of 15+ across our three offices.`,
  leadershipHeading: 'Leadership',
  join: {
    heading: 'Want to build with us?',
    body: 'We are always glad to meet developers, designers and problem-solvers who care about small businesses.',
    buttonLabel: 'Join Our Team',
  },
} as const;

export const teamApplication = {
  title: 'Join Our Team',
  description: 'Our online application form is coming soon. Until then, applying takes one e-mail.',
  steps: [
    `E-mail ${brand.mailboxes.careers} with the role you are interested in in the subject line.`,
    'Attach your CV (PDF or Word) and add a few lines on why you want to join us.',
    'We read every application and reply once it has been reviewed.',
  ],
  emailLabel: 'E-mail your CV',
  emailSubject: 'Application: Join the team',
  careersLabel: 'See open roles',
  careersHref: '/careers',
  closeLabel: 'Close',
} as const;
