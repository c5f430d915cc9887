/**
 * Copy of the About page. Offices come from `brand.offices`; projects from `projects.ts`. The words are the `about`
 * messages (site/messages).
 */
import * as m from '#messages';
import { localeHref } from '../i18n/index.ts';
import { brand } from './brand.ts';

export const aboutHero = {
  eyebrow: m.about_heroEyebrow(),
  heading: m.about_heroHeading({ brand: brand.name }),
  intro: m.about_heroIntro(),
} as const;

export interface AboutStat {
  value: string;
  label: string;
}

export const aboutStats = {
  label: m.about_statsLabel({ brand: brand.name }),
  items: [
    { value: '15+', label: m.about_statTeamMembers() },
    { value: '20+', label: m.about_statProjects() },
    { value: '2', label: m.about_statCountries() },
    // A message, not a number: French writes "100 %".
    { value: m.about_statSatisfactionValue(), label: m.about_statSatisfaction() },
  ] satisfies readonly AboutStat[],
} as const;

export const aboutStory = {
  heading: m.about_storyHeading(),
  paragraphs: [
    m.about_storyParagraph1({ brand: brand.name, founded: brand.founded }),
    m.about_storyParagraph2(),
    m.about_storyParagraph3(),
  ],
} as const;

export interface Principle {
  title: string;
  description: string;
}

export const aboutPrinciples = {
  heading: m.about_principlesHeading(),
  items: [
    { title: m.about_principleTechnologyTitle(), description: m.about_principleTechnologyDescription() },
    { title: m.about_principlePresenceTitle(), description: m.about_principlePresenceDescription() },
    { title: m.about_principleClientTitle(), description: m.about_principleClientDescription() },
    { title: m.about_principleResultsTitle(), description: m.about_principleResultsDescription() },
  ] satisfies readonly Principle[],
} as const;

export const aboutLocations = {
  heading: m.about_locationsHeading(),
  intro: m.about_locationsIntro(),
} as const;

export const aboutProjects = {
  heading: m.about_projectsHeading(),
  intro: m.about_projectsIntro(),
  allProjectsLabel: m.about_projectsAllLabel(),
  allProjectsHref: localeHref('/projects'),
} as const;

export const aboutCta = {
  heading: m.about_ctaHeading(),
  body: m.about_ctaBody(),
  contact: { label: m.about_ctaContact(), href: localeHref('/contact') },
  careers: { label: m.about_ctaCareers({ brand: brand.shortName }), href: localeHref('/careers') },
} as const;
