/** Copy of the About page. Offices come from `brand.offices`; projects from `projects.ts`. */
import { brand } from './brand.ts';

export const aboutHero = {
  eyebrow: 'About us',
  heading: `About ${brand.name}`,
  intro:
    'A young software company building custom software for the small businesses of West Africa, from Lagos, Ogbomosho and Cotonou.',
} as const;

export interface AboutStat {
  value: string;
  label: string;
}

export const aboutStats = {
  label: `${brand.name} in numbers`,
  items: [
    { value: '15+', label: 'Team Members' },
    { value: '20+', label: 'Projects' },
    { value: '2', label: 'Countries' },
    { value: '100%', label: 'Client Satisfaction' },
  ] satisfies readonly AboutStat[],
} as const;

export const aboutStory = {
  heading: 'Our Story',
  paragraphs: [
    `${brand.name} started in ${brand.founded} with a simple observation: the small businesses around us (shops, clinics, schools, logistics firms) run on spreadsheets, notebooks and chat groups, while the software made for them is built for other markets, priced in dollars and slow on a phone with little data.`,
    'We set out to build software that fits how businesses in Nigeria and Benin Republic actually work: light pages that load on a slow connection, payments through the providers people already use, and support in English and French from people in the same time zone.',
    'We are still small, and we say so. Every project gets a team that knows the client by name, shows working software every week, and stays after launch to keep it running.',
  ],
} as const;

export interface Principle {
  title: string;
  description: string;
}

export const aboutPrinciples = {
  heading: 'What We Stand For',
  items: [
    {
      title: 'Cutting-Edge Technology',
      description: 'Modern, well-supported tools chosen for the job, so what we build stays fast, secure and easy to grow.',
    },
    {
      title: 'West African Presence',
      description: 'Teams in Nigeria and Benin Republic who understand local markets, payments, languages and connectivity.',
    },
    {
      title: 'Client-Centric Approach',
      description: 'We start from your business, not from a template: weekly demos keep you in charge of what gets built.',
    },
    {
      title: 'Proven Results',
      description: 'Software that is used every day by the businesses we build it for, with support that continues after launch.',
    },
  ] satisfies readonly Principle[],
} as const;

export const aboutLocations = {
  heading: 'Our Locations',
  intro: 'Three offices in two countries. Visit us, or reach any office from the contact page.',
} as const;

export const aboutProjects = {
  heading: 'Ongoing Projects',
  intro: 'A look at what is on our desks right now.',
  allProjectsLabel: 'See all projects',
  allProjectsHref: '/projects',
} as const;

export const aboutCta = {
  heading: 'Work with us',
  body: 'Start a project with us, or join the team that builds it.',
  contact: { label: 'Contact us', href: '/contact' },
  careers: { label: `Careers at ${brand.shortName}`, href: '/careers' },
} as const;
