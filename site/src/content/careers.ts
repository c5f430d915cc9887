/** Copy of the Careers page: benefits, open roles, the hiring process. */
import { brand } from './brand.ts';

/** A mailto link to the careers mailbox with the subject filled in. */
export function careersMailto(subject: string): string {
  return `mailto:${brand.mailboxes.careers}?subject=${encodeURIComponent(subject)}`;
}

export const careersHero = {
  heading: `Careers at ${brand.name}`,
  intro:
    'Build software that small businesses in Nigeria and Benin Republic use every day. Applying takes 5 minutes, and you hear back from a person.',
} as const;

export interface Benefit {
  title: string;
  description: string;
}

export const careersBenefits = {
  heading: 'Why work with us',
  items: [
    { title: 'Work that matters', description: 'Your code runs real businesses: shops, clinics, schools and delivery firms.' },
    { title: 'Learning budget', description: 'Courses, books and conference tickets, plus weekly knowledge-sharing sessions.' },
    { title: 'Flexible hours', description: 'Core hours for collaboration; the rest of your day is yours to organise.' },
    { title: 'Hybrid across borders', description: 'Work from Lagos, Ogbomosho or Cotonou, or remotely within West Africa.' },
    { title: 'Health cover', description: 'Health insurance (HMO) for full-time team members.' },
    { title: 'Mentorship', description: 'Every new team member is paired with a senior colleague from day one.' },
  ] satisfies readonly Benefit[],
} as const;

export interface OpenRole {
  id: string;
  title: string;
  /** Where and how: "Lagos or remote · Full-time". */
  details: string;
}

export interface RoleCategory {
  id: 'technical' | 'creative-strategic' | 'internships';
  title: string;
  description: string;
  roles: readonly OpenRole[];
}

export const careersRoles = {
  heading: 'Open roles',
  intro: 'Pick a role and send us an e-mail: the subject line is filled in for you.',
  applyLabel: 'Apply by e-mail',
  categories: [
    {
      id: 'technical',
      title: 'Technical',
      description: 'Engineers who build and run our clients’ software.',
      roles: [
        { id: 'frontend', title: 'Frontend Developer (React)', details: 'Lagos or remote · Full-time' },
        { id: 'backend', title: 'Backend Developer (Node.js)', details: 'Ogbomosho or remote · Full-time' },
        { id: 'mobile', title: 'Mobile Developer (React Native / Flutter)', details: 'Cotonou or remote · Full-time' },
      ],
    },
    {
      id: 'creative-strategic',
      title: 'Creative & Strategic',
      description: 'People who shape what we build and how clients find it.',
      roles: [
        { id: 'product-designer', title: 'UI/UX Designer', details: 'Lagos · Full-time' },
        { id: 'product-manager', title: 'Product Manager', details: 'Lagos or Cotonou · Full-time' },
        { id: 'marketing', title: 'Digital Marketing Specialist', details: 'Remote · Part-time' },
      ],
    },
    {
      id: 'internships',
      title: 'Internships',
      description: 'Three- to six-month placements with a mentor and real client work.',
      roles: [
        { id: 'software-intern', title: 'Software Engineering Intern', details: 'Ogbomosho · 6 months' },
        { id: 'design-intern', title: 'Design Intern', details: 'Lagos · 3 months' },
      ],
    },
  ] satisfies readonly RoleCategory[],
  spontaneous: {
    heading: 'Don’t see your role?',
    body: 'Send us a spontaneous application: tell us what you do and what you would like to build with us.',
    label: 'Send a spontaneous application',
    subject: 'Spontaneous application',
  },
} as const;

export interface HiringStep {
  title: string;
  description: string;
}

export const careersProcess = {
  heading: 'Our hiring process',
  intro: 'Five steps, usually within two weeks. The application takes 5 minutes and the screening call 15 minutes.',
  steps: [
    { title: 'Application', description: 'Send your CV and a few lines about yourself by e-mail. It takes about 5 minutes.' },
    { title: 'Intro Call', description: 'A 15-minute screening call to get to know each other and answer your questions.' },
    { title: 'Skills Check', description: 'A short, practical task close to the real work, reviewed with you.' },
    { title: 'Team Chat', description: 'Meet the people you would work with and see how we work day to day.' },
    { title: 'Offer', description: 'We make an offer and agree on a start date that works for you.' },
  ] satisfies readonly HiringStep[],
} as const;
