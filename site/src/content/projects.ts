/** The ongoing projects, shown on /about and listed on /projects. The words are the `projects` messages (site/messages). */
import * as m from '#messages';
import { localeHref } from '../i18n/index.ts';

export interface OngoingProject {
  /** Stable id (anchor on /projects). */
  id: string;
  title: string;
  description: string;
  /** Percent complete, 0–100. */
  progress: number;
  /** Technologies used, as short tags. */
  tech: readonly string[];
}

export const ongoingProjects: readonly OngoingProject[] = [
  {
    id: 'campus-food-delivery',
    title: m.projects_campusFoodDeliveryTitle(),
    description: m.projects_campusFoodDeliveryDescription(),
    progress: 35,
    tech: ['React', 'React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'Paystack'],
  },
];

export const projectsPage = {
  heading: m.projects_heading(),
  intro: m.projects_intro(),
  progressLabel: m.projects_progressLabel(),
  techLabel: m.projects_techLabel(),
  cta: {
    heading: m.projects_ctaHeading(),
    body: m.projects_ctaBody(),
    label: m.projects_ctaLabel(),
    href: localeHref('/contact'),
  },
} as const;
