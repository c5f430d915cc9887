/** The leadership team on /team, and the "Join Our Team" dialog copy. */
import { leadershipIds, people } from '@orisun/api/company';
import { brand } from './brand.ts';
import { clipForEmail, formDialogCopy, rateLimitedMessage } from './forms.ts';

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

/**
 * The "Join Our Team" dialog: the application form (`POST /submit_team-form`, multipart with the
 * resume), its upload progress, and its success and error views (spec sections 4, 5, 8).
 */
export const teamApplication = {
  title: 'Join Our Team',
  description: `Tell ${brand.name} who you are and attach your resume. All fields are required.`,
  fields: {
    name: { label: 'Full name' },
    email: { label: 'E-mail' },
    role: { label: 'Role of interest', hint: 'For example: backend developer, product designer, internship.' },
    message: { label: 'Why do you want to join us?' },
    resume: { label: 'Resume', hint: 'PDF or Word, up to 5 MB' },
    honeypot: { label: formDialogCopy.honeypotLabel },
  },
  submitLabel: 'Submit application',
  submittingLabel: formDialogCopy.submittingLabel,
  cancelLabel: formDialogCopy.cancelLabel,
  /** Names the upload progress bar shown while the application and resume are being sent. */
  progressLabel: 'Uploading your application',
  success: { ...formDialogCopy.success, body: "We'll get back to you once your application is analyzed." },
  error: {
    ...formDialogCopy.error,
    rateLimited: (retryAfterSeconds: number | undefined) => rateLimitedMessage('applications', retryAfterSeconds),
    emailLabel: 'E-mail your application',
  },
  /**
   * The e-mail fallback to the careers mailbox: a prefilled subject, and what the visitor typed as the
   * body (message cut short, since some mail apps refuse very long `mailto:` links). A `mailto:` link
   * cannot carry the file, so the body asks for it.
   */
  emailSubject: 'Team application',
  emailBody: (application: { name: string; email: string; role: string; message: string }) =>
    `Name: ${application.name}\nE-mail: ${application.email}\nRole of interest: ${application.role}\n\n${clipForEmail(application.message)}\n\n(Please attach your resume, PDF or Word, to this e-mail.)\n`,
} as const;
