/**
 * The leadership team on /team (the "Join Our Team" dialog's copy is in ./teamApplication.ts). The words are the
 * `team` messages (site/messages); names and roles come from the company's list of people.
 */
import * as m from '#messages';
import { leadershipIds, people } from '@orisun/api/company';
import { brand } from './brand.ts';
import { personRole } from './peopleFacts.ts';

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

/** The leadership, as the company's list of people names them, roles in this build's language (no public profiles yet). */
export const leadership: readonly TeamMember[] = leadershipIds.map((id) => ({ ...people[id], role: personRole(id), social: [] }));

export const teamPage = {
  heading: m.team_heading(),
  intro: m.team_intro({ brand: brand.name }),
  leadershipHeading: m.team_leadershipHeading(),
  join: {
    heading: m.team_joinHeading(),
    body: m.team_joinBody(),
    buttonLabel: m.team_joinButtonLabel(),
  },
} as const;
