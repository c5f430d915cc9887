/** The leadership team on /team (the "Join Our Team" dialog's copy is in ./teamApplication.ts). */
import { leadershipIds, people } from '@orisun/api/company';
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

/** The leadership, as the company's list of people names them (no public profiles yet). */
export const leadership: readonly TeamMember[] = leadershipIds.map((id) => ({ ...people[id], social: [] }));

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
