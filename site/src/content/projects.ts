/** The ongoing projects, shown on /about and listed on /projects. */

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
    title: 'Campus Food Ordering & Delivery Platform',
    description:
      'A web and mobile platform for a university campus: students order from campus kitchens and food vendors, pay by card or bank transfer, and follow their delivery to the hostel; vendors manage menus and orders from a phone.',
    progress: 35,
    tech: ['React', 'React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'Paystack'],
  },
];

export const projectsPage = {
  heading: 'Ongoing Projects',
  intro:
    'What we are building right now. We share progress openly, so you can see how we work before you start a project with us.',
  progressLabel: 'Progress',
  techLabel: 'Technologies',
  cta: {
    heading: 'Have a project in mind?',
    body: 'Tell us what your business needs. We reply within 24 hours, in English or French.',
    label: 'Contact us',
    href: '/contact',
  },
} as const;
