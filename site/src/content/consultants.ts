/**
 * The Expert Network on /consultants (docs/product.md §2.6, §3.6 and §5.8): the consultants visitors can
 * browse (company product-team members and external experts), the areas of expertise the
 * application form offers, and the page's words.
 */
import { consultantAvailabilityLabels, consultantMinimumRateUsd, people, type ConsultantAvailability, type PersonId } from '@orisun/api/company';
import { brand } from './brand.ts';
import { offlineNotSent } from './forms.ts';

/** A consultant on the company's own team: name and title from the company's list of people. */
function teamMember(id: PersonId): Pick<Consultant, 'id' | 'name' | 'title'> {
  const { name, role } = people[id];
  return { id, name, title: role };
}

/** How a consultant's availability is written in the content (docs/product.md §2.6). */
export type AvailabilityText = (typeof consultantAvailabilityLabels)[ConsultantAvailability];

export interface Consultant {
  /** Stable id (keys and test hooks). */
  id: string;
  name: string;
  /** Their role in one line, e.g. "Senior Mobile Engineer". */
  title: string;
  /** Areas of expertise, the strongest first (the card shows the first three). */
  expertise: readonly string[];
  /** Hourly rate as people read it, e.g. "$85/hour". */
  rate: string;
  availability: AvailabilityText;
  /** On the company's own product team (the spec's company-member flag), else an external expert. */
  isCompanyMember: boolean;
  /** Average client rating out of 5. */
  rating: number;
  /** Projects delivered with the company. */
  projects: number;
  bio: string;
  location: string;
  languages: readonly string[];
  certifications: readonly string[];
}

/**
 * The areas of expertise the application form offers, most asked-for first. The form shows the
 * first ten (docs/product.md §2.6); an applicant can add their own.
 */
export const expertiseOptions = [
  'React & Next.js',
  'Mobile apps',
  'Node.js & APIs',
  'Cloud & DevOps',
  'Payments & fintech',
  'UI/UX design',
  'Data & analytics',
  'Cybersecurity',
  'Product management',
  'IT strategy',
  'E-commerce',
  'USSD & SMS services',
  'Machine learning',
  'Quality assurance',
] as const;

/** How many expertise options the application form shows (docs/product.md §2.6). */
export const expertiseOptionsShown = 10;

/** How many expertise tags a profile card shows before "+N more" (docs/product.md §2.6). */
export const cardTagsShown = 3;

export const consultants: readonly Consultant[] = [
  {
    ...teamMember('adaeze-okonkwo'),
    expertise: ['React & Next.js', 'UI/UX design', 'Accessibility', 'Performance on slow networks', 'Design systems'],
    rate: '$90/hour',
    availability: 'Full-time',
    isCompanyMember: true,
    rating: 4.9,
    projects: 14,
    bio: 'Adaeze leads frontend work at Orisun Software. She builds web apps that stay fast on 3G and cheap data plans, and has shipped storefronts and dashboards for retailers in Lagos and Abuja.',
    location: 'Lagos, Nigeria',
    languages: ['English', 'Igbo'],
    certifications: ['Google UX Design Certificate'],
  },
  {
    ...teamMember('tunde-adeyemi'),
    expertise: ['Node.js & APIs', 'Payments & fintech', 'PostgreSQL', 'USSD & SMS services'],
    rate: '$85/hour',
    availability: 'Full-time',
    isCompanyMember: true,
    rating: 4.8,
    projects: 11,
    bio: 'Tunde designs the APIs and payment flows behind our clients’ products: card and bank-transfer checkouts, wallet ledgers and USSD menus for customers without smartphones.',
    location: 'Ogbomosho, Nigeria',
    languages: ['English', 'Yoruba'],
    certifications: ['AWS Certified Developer – Associate'],
  },
  {
    id: 'fiifi-mensah',
    name: 'Fiifi Mensah',
    title: 'Cloud and DevOps Consultant',
    expertise: ['Cloud & DevOps', 'Kubernetes', 'Cybersecurity', 'Cost optimisation'],
    rate: '$110/hour',
    availability: 'Project-based',
    isCompanyMember: false,
    rating: 4.7,
    projects: 6,
    bio: 'Fiifi moves small teams from a single server to infrastructure they can trust: backups, monitoring, deploys without downtime and cloud bills that make sense in naira.',
    location: 'Accra, Ghana',
    languages: ['English', 'Twi'],
    certifications: ['Certified Kubernetes Administrator', 'AWS Solutions Architect – Associate'],
  },
  {
    ...teamMember('sessi-houngbedji'),
    expertise: ['Product management', 'IT strategy', 'Digital transformation', 'User research'],
    rate: '$75/hour',
    availability: 'Part-time',
    isCompanyMember: true,
    rating: 4.9,
    projects: 9,
    bio: 'Sessi runs product discovery from our Cotonou office. She helps founders turn an idea into a first release that customers actually use, in French and in English.',
    location: 'Cotonou, Benin Republic',
    languages: ['French', 'English', 'Fon'],
    certifications: ['Professional Scrum Product Owner I'],
  },
  {
    id: 'ibrahim-musa',
    name: 'Ibrahim Musa',
    title: 'Data Engineer',
    expertise: ['Data & analytics', 'Machine learning', 'Python', 'Power BI'],
    rate: '$95/hour',
    availability: 'Project-based',
    isCompanyMember: false,
    rating: 4.6,
    projects: 5,
    bio: 'Ibrahim builds the reporting that owners check every morning: sales by branch, stock that is about to run out, and forecasts from the data a business already has.',
    location: 'Kano, Nigeria',
    languages: ['English', 'Hausa'],
    certifications: ['Microsoft Certified: Power BI Data Analyst Associate'],
  },
  {
    ...teamMember('chiamaka-eze'),
    expertise: ['Mobile apps', 'Flutter', 'Offline-first apps'],
    rate: '$80/hour',
    availability: 'Full-time',
    isCompanyMember: true,
    rating: 4.8,
    projects: 12,
    bio: 'Chiamaka builds Android and iOS apps that keep working offline and sync when the network returns, for field agents, logistics riders and market traders.',
    location: 'Lagos, Nigeria',
    languages: ['English', 'Igbo', 'Nigerian Pidgin'],
    certifications: ['Google Associate Android Developer'],
  },
  {
    id: 'koffi-agossou',
    name: 'Koffi Agossou',
    title: 'Security Consultant',
    expertise: ['Cybersecurity', 'Penetration testing', 'Compliance (NDPR)', 'Cloud & DevOps'],
    rate: '$120/hour',
    availability: 'Project-based',
    isCompanyMember: false,
    rating: 4.9,
    projects: 4,
    bio: 'Koffi tests applications the way attackers would and helps teams fix what he finds. He also prepares businesses for Nigeria Data Protection Regulation audits.',
    location: 'Porto-Novo, Benin Republic',
    languages: ['French', 'English'],
    certifications: ['OSCP', 'ISO/IEC 27001 Lead Auditor'],
  },
  {
    id: 'yetunde-balogun',
    name: 'Yetunde Balogun',
    title: 'E-commerce Consultant',
    expertise: ['E-commerce', 'Payments & fintech', 'Growth marketing', 'UI/UX design'],
    rate: '$70/hour',
    availability: 'Part-time',
    isCompanyMember: false,
    rating: 4.5,
    projects: 7,
    bio: 'Yetunde helps shops sell online: catalogues, delivery zones, payment on delivery and the WhatsApp orders most customers still prefer.',
    location: 'Ibadan, Nigeria',
    languages: ['English', 'Yoruba'],
    certifications: ['Shopify Partner'],
  },
  {
    ...teamMember('emeka-nwosu'),
    expertise: ['Quality assurance', 'Test automation', 'Mobile apps'],
    rate: '$60/hour',
    availability: 'Full-time',
    isCompanyMember: true,
    rating: 4.7,
    projects: 10,
    bio: 'Emeka makes sure releases work on the phones our clients’ customers really have, from new iPhones to five-year-old Androids, with automated tests that run on every change.',
    location: 'Ogbomosho, Nigeria',
    languages: ['English', 'Igbo'],
    certifications: ['ISTQB Certified Tester Foundation Level'],
  },
];

/** A consultant's availability in the contract's spelling ("Project-based" -> "project-based"). */
export function availabilityKey(text: AvailabilityText): ConsultantAvailability {
  const entry = Object.entries(consultantAvailabilityLabels).find(([, label]) => label === text);
  return (entry?.[0] ?? 'full-time') as ConsultantAvailability;
}

export const consultantsPage = {
  hero: {
    heading: 'Expert Network',
    intro: `Work with ${brand.name}'s product team and the independent experts we trust: engineers, designers and strategists who know how business works in West Africa.`,
  },
  tabs: { label: 'Expert Network', browse: 'Browse Consultants', apply: 'Become a Consultant' },
  filters: {
    label: 'Filter consultants',
    searchLabel: 'Search consultants',
    searchHint: 'Name, role, expertise or location.',
    typeLabel: 'Type',
    types: { all: 'All consultants', company: `${brand.name} team`, external: 'External experts' },
    availabilityLabel: 'Availability',
    anyAvailability: 'Any availability',
    expertiseLabel: 'Expertise',
    anyExpertise: 'Any expertise',
    resetLabel: 'Reset Filters',
    count: (n: number) => (n === 1 ? 'Showing 1 consultant' : `Showing ${n} consultants`),
  },
  empty: {
    title: 'No consultants found',
    description: 'Try another word, or reset the filters to see the whole network.',
  },
  card: {
    companyBadge: `${brand.name} team`,
    externalBadge: 'External expert',
    /** "+2 more" after the first three tags. */
    moreTags: (n: number) => `+${n} more`,
    ratingLabel: (rating: number) => `Rated ${rating.toFixed(1)} out of 5`,
    projects: (n: number) => (n === 1 ? '1 project' : `${n} projects`),
    viewProfile: 'View profile',
    viewProfileLabel: (name: string) => `View ${name}'s profile`,
  },
  profile: {
    rateLabel: 'Rate',
    availabilityLabel: 'Availability',
    locationLabel: 'Location',
    projectsLabel: 'Projects delivered',
    ratingLabel: 'Client rating',
    expertiseHeading: 'Expertise',
    languagesHeading: 'Languages',
    certificationsHeading: 'Certifications',
    hireLabel: (firstName: string) => `Work with ${firstName}`,
    hireSubject: (name: string) => `Working with ${name} (Expert Network)`,
    closeLabel: 'Close',
  },
  apply: {
    heading: 'Become a Consultant',
    intro: `Join the network ${brand.name} calls on for client projects. Tell us what you do best; we review every application and reply by e-mail.`,
    loadingLabel: 'Loading the application form',
    noScript: `Applying needs JavaScript. You can also write to ${brand.mailboxes.consultants} with your portfolio and rate.`,
    fields: {
      name: { label: 'Full name' },
      email: { label: 'E-mail address' },
      portfolioUrl: { label: 'Portfolio URL', hint: 'Your website, GitHub, Behance or LinkedIn, starting with https://' },
      rate: { label: 'Hourly rate (USD)', hint: `At least ${consultantMinimumRateUsd} USD.` },
      availability: { label: 'Availability' },
      location: { label: 'Location', hint: 'City and country (optional).' },
      expertise: { label: 'Areas of expertise', hint: 'Choose at least two, or add your own.' },
      customExpertise: { label: 'Add another area', addLabel: 'Add', hint: 'Type one area, then Add (or press Enter).' },
      bio: { label: 'Short bio', hint: 'Your experience, the clients you have worked for, and what you want to work on.' },
      isCompanyMember: { label: `I am on the ${brand.name} product team` },
      honeypot: { label: 'Leave this field empty' },
    },
    submitLabel: 'Submit Application',
    submittingLabel: 'Submitting...',
    /** docs/product.md §3.6: the page's notice on success (the server answers the same words). */
    success: 'Application received! We will review your submission.',
    error: {
      title: 'Your application was not sent',
      server: 'Something went wrong on our side.',
      unreachable: offlineNotSent,
      kept: 'What you typed is still in the form. Try again in a moment, or send it by e-mail.',
      emailLabel: 'Send it by e-mail instead',
    },
    emailSubject: 'Expert Network application',
  },
} as const;
