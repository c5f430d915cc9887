/**
 * The Expert Network on /consultants (docs/product.md §2.6, §3.6 and §5.8): the consultants visitors can
 * browse (company product-team members and external experts), the areas of expertise the
 * application form offers, and the page's words (the `consultants` messages, site/messages).
 */
import * as m from '#messages';
import { consultantAvailabilityLabels, people, type ConsultantAvailability, type PersonId } from '@orisun/api/company';
import { intlLocales, locale } from '../i18n/index.ts';
import { brand } from './brand.ts';
import { personRole } from './peopleFacts.ts';

/** Whether a count takes the singular in this build's language (1 in English; 0 and 1 in French). */
const pluralRules = new Intl.PluralRules(intlLocales[locale]);
const singular = (n: number) => pluralRules.select(n) === 'one';

/** A rating as this build's language writes it, one decimal: `4.9` (French `4,9`). */
const ratingFormat = new Intl.NumberFormat(intlLocales[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export function formatRating(rating: number): string {
  return ratingFormat.format(rating);
}

/** A consultant on the company's own team: name and title (their role, in this build's language) from the company's list of people. */
function teamMember(id: PersonId): Pick<Consultant, 'id' | 'name' | 'title'> {
  return { id, name: people[id].name, title: personRole(id) };
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
  /** Hourly rate as people read it, e.g. "$85/hour" (French "85 USD/heure"). */
  rate: string;
  /** In the content's (English) spelling; `availabilityLabel` gives the words the page shows. */
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

/** The areas of expertise, in this build's language (technology names such as `Kubernetes` stay as they are, below). */
const area = {
  reactNext: m.consultants_areaReactNext(),
  mobileApps: m.consultants_areaMobileApps(),
  nodeApis: m.consultants_areaNodeApis(),
  cloudDevops: m.consultants_areaCloudDevops(),
  paymentsFintech: m.consultants_areaPaymentsFintech(),
  uiUxDesign: m.consultants_areaUiUxDesign(),
  dataAnalytics: m.consultants_areaDataAnalytics(),
  cybersecurity: m.consultants_areaCybersecurity(),
  productManagement: m.consultants_areaProductManagement(),
  itStrategy: m.consultants_areaItStrategy(),
  ecommerce: m.consultants_areaEcommerce(),
  ussdSms: m.consultants_areaUssdSms(),
  machineLearning: m.consultants_areaMachineLearning(),
  qualityAssurance: m.consultants_areaQualityAssurance(),
  accessibility: m.consultants_areaAccessibility(),
  slowNetworks: m.consultants_areaSlowNetworks(),
  designSystems: m.consultants_areaDesignSystems(),
  costOptimisation: m.consultants_areaCostOptimisation(),
  digitalTransformation: m.consultants_areaDigitalTransformation(),
  userResearch: m.consultants_areaUserResearch(),
  offlineFirst: m.consultants_areaOfflineFirst(),
  penetrationTesting: m.consultants_areaPenetrationTesting(),
  complianceNdpr: m.consultants_areaComplianceNdpr(),
  growthMarketing: m.consultants_areaGrowthMarketing(),
  testAutomation: m.consultants_areaTestAutomation(),
};

/**
 * The areas of expertise the application form offers, most asked-for first. The form shows the
 * first ten (docs/product.md §2.6); an applicant can add their own.
 */
export const expertiseOptions: readonly string[] = [
  area.reactNext,
  area.mobileApps,
  area.nodeApis,
  area.cloudDevops,
  area.paymentsFintech,
  area.uiUxDesign,
  area.dataAnalytics,
  area.cybersecurity,
  area.productManagement,
  area.itStrategy,
  area.ecommerce,
  area.ussdSms,
  area.machineLearning,
  area.qualityAssurance,
];

/** How many expertise options the application form shows (docs/product.md §2.6). */
export const expertiseOptionsShown = 10;

/** How many expertise tags a profile card shows before "+N more" (docs/product.md §2.6). */
export const cardTagsShown = 3;

/** The languages the consultants speak, in this build's language. */
const language = {
  english: m.consultants_languageEnglish(),
  french: m.consultants_languageFrench(),
  igbo: m.consultants_languageIgbo(),
  yoruba: m.consultants_languageYoruba(),
  hausa: m.consultants_languageHausa(),
  twi: m.consultants_languageTwi(),
  fon: m.consultants_languageFon(),
  nigerianPidgin: m.consultants_languageNigerianPidgin(),
};

/** `Lagos, Nigeria`, `Accra, Ghana`, `Cotonou, Benin Republic` (French `Lagos, Nigéria`, `Cotonou, Bénin`). */
const inNigeria = (city: string) => m.consultants_locationNigeria({ city });
const inGhana = (city: string) => m.consultants_locationGhana({ city });
const inBenin = (city: string) => m.consultants_locationBenin({ city });

/** `$85/hour` (French `85 USD/heure`). */
const perHour = (amount: number) => m.consultants_rate({ amount });

export const consultants: readonly Consultant[] = [
  {
    ...teamMember('adaeze-okonkwo'),
    expertise: [area.reactNext, area.uiUxDesign, area.accessibility, area.slowNetworks, area.designSystems],
    rate: perHour(90),
    availability: 'Full-time',
    isCompanyMember: true,
    rating: 4.9,
    projects: 14,
    bio: m.consultants_bioAdaezeOkonkwo({ name: 'Adaeze', brand: brand.name }),
    location: inNigeria('Lagos'),
    languages: [language.english, language.igbo],
    certifications: ['Google UX Design Certificate'],
  },
  {
    ...teamMember('tunde-adeyemi'),
    expertise: [area.nodeApis, area.paymentsFintech, 'PostgreSQL', area.ussdSms],
    rate: perHour(85),
    availability: 'Full-time',
    isCompanyMember: true,
    rating: 4.8,
    projects: 11,
    bio: m.consultants_bioTundeAdeyemi({ name: 'Tunde' }),
    location: inNigeria('Ogbomosho'),
    languages: [language.english, language.yoruba],
    certifications: ['AWS Certified Developer – Associate'],
  },
  {
    id: 'fiifi-mensah',
    name: 'Fiifi Mensah',
    title: m.consultants_titleFiifiMensah(),
    expertise: [area.cloudDevops, 'Kubernetes', area.cybersecurity, area.costOptimisation],
    rate: perHour(110),
    availability: 'Project-based',
    isCompanyMember: false,
    rating: 4.7,
    projects: 6,
    bio: m.consultants_bioFiifiMensah({ name: 'Fiifi' }),
    location: inGhana('Accra'),
    languages: [language.english, language.twi],
    certifications: ['Certified Kubernetes Administrator', 'AWS Solutions Architect – Associate'],
  },
  {
    ...teamMember('sessi-houngbedji'),
    expertise: [area.productManagement, area.itStrategy, area.digitalTransformation, area.userResearch],
    rate: perHour(75),
    availability: 'Part-time',
    isCompanyMember: true,
    rating: 4.9,
    projects: 9,
    bio: m.consultants_bioSessiHoungbedji({ name: 'Sessi' }),
    location: inBenin('Cotonou'),
    languages: [language.french, language.english, language.fon],
    certifications: ['Professional Scrum Product Owner I'],
  },
  {
    id: 'ibrahim-musa',
    name: 'Ibrahim Musa',
    title: m.consultants_titleIbrahimMusa(),
    expertise: [area.dataAnalytics, area.machineLearning, 'Python', 'Power BI'],
    rate: perHour(95),
    availability: 'Project-based',
    isCompanyMember: false,
    rating: 4.6,
    projects: 5,
    bio: m.consultants_bioIbrahimMusa({ name: 'Ibrahim' }),
    location: inNigeria('Kano'),
    languages: [language.english, language.hausa],
    certifications: ['Microsoft Certified: Power BI Data Analyst Associate'],
  },
  {
    ...teamMember('chiamaka-eze'),
    expertise: [area.mobileApps, 'Flutter', area.offlineFirst],
    rate: perHour(80),
    availability: 'Full-time',
    isCompanyMember: true,
    rating: 4.8,
    projects: 12,
    bio: m.consultants_bioChiamakaEze({ name: 'Chiamaka' }),
    location: inNigeria('Lagos'),
    languages: [language.english, language.igbo, language.nigerianPidgin],
    certifications: ['Google Associate Android Developer'],
  },
  {
    id: 'koffi-agossou',
    name: 'Koffi Agossou',
    title: m.consultants_titleKoffiAgossou(),
    expertise: [area.cybersecurity, area.penetrationTesting, area.complianceNdpr, area.cloudDevops],
    rate: perHour(120),
    availability: 'Project-based',
    isCompanyMember: false,
    rating: 4.9,
    projects: 4,
    bio: m.consultants_bioKoffiAgossou({ name: 'Koffi' }),
    location: inBenin('Porto-Novo'),
    languages: [language.french, language.english],
    certifications: ['OSCP', 'ISO/IEC 27001 Lead Auditor'],
  },
  {
    id: 'yetunde-balogun',
    name: 'Yetunde Balogun',
    title: m.consultants_titleYetundeBalogun(),
    expertise: [area.ecommerce, area.paymentsFintech, area.growthMarketing, area.uiUxDesign],
    rate: perHour(70),
    availability: 'Part-time',
    isCompanyMember: false,
    rating: 4.5,
    projects: 7,
    bio: m.consultants_bioYetundeBalogun({ name: 'Yetunde' }),
    location: inNigeria('Ibadan'),
    languages: [language.english, language.yoruba],
    certifications: ['Shopify Partner'],
  },
  {
    ...teamMember('emeka-nwosu'),
    expertise: [area.qualityAssurance, area.testAutomation, area.mobileApps],
    rate: perHour(60),
    availability: 'Full-time',
    isCompanyMember: true,
    rating: 4.7,
    projects: 10,
    bio: m.consultants_bioEmekaNwosu({ name: 'Emeka' }),
    location: inNigeria('Ogbomosho'),
    languages: [language.english, language.igbo],
    certifications: ['ISTQB Certified Tester Foundation Level'],
  },
];

/** A consultant's availability in the contract's spelling ("Project-based" -> "project-based"). */
export function availabilityKey(text: AvailabilityText): ConsultantAvailability {
  const entry = Object.entries(consultantAvailabilityLabels).find(([, label]) => label === text);
  return (entry?.[0] ?? 'full-time') as ConsultantAvailability;
}

/** How the page writes each availability (the content and the contract spell them in English: `Project-based`). */
export const availabilityLabels: Record<ConsultantAvailability, string> = {
  'full-time': m.consultants_availabilityFullTime(),
  'part-time': m.consultants_availabilityPartTime(),
  'project-based': m.consultants_availabilityProjectBased(),
};

/** A consultant's availability as the page shows it (`Project-based`; French `Par projet`). */
export function availabilityLabel(text: AvailabilityText): string {
  return availabilityLabels[availabilityKey(text)];
}

export const consultantsPage = {
  hero: {
    heading: m.consultants_heroHeading(),
    intro: m.consultants_heroIntro({ brand: brand.name }),
  },
  tabs: { label: m.consultants_tabsLabel(), browse: m.consultants_tabsBrowse(), apply: m.consultants_tabsApply() },
  filters: {
    label: m.consultants_filtersLabel(),
    searchLabel: m.consultants_filtersSearch(),
    searchHint: m.consultants_filtersSearchHint(),
    typeLabel: m.consultants_filtersType(),
    types: {
      all: m.consultants_filtersTypeAll(),
      company: m.consultants_filtersTypeCompany({ brand: brand.name }),
      external: m.consultants_filtersTypeExternal(),
    },
    availabilityLabel: m.consultants_filtersAvailability(),
    anyAvailability: m.consultants_filtersAnyAvailability(),
    expertiseLabel: m.consultants_filtersExpertise(),
    anyExpertise: m.consultants_filtersAnyExpertise(),
    resetLabel: m.consultants_filtersReset(),
    count: (n: number) => (singular(n) ? m.consultants_filtersCountOne({ count: n }) : m.consultants_filtersCountOther({ count: n })),
  },
  empty: {
    title: m.consultants_emptyTitle(),
    description: m.consultants_emptyDescription(),
  },
  card: {
    companyBadge: m.consultants_cardCompanyBadge({ brand: brand.name }),
    externalBadge: m.consultants_cardExternalBadge(),
    /** "+2 more" after the first three tags. */
    moreTags: (n: number) => (singular(n) ? m.consultants_cardMoreTagsOne({ count: n }) : m.consultants_cardMoreTagsOther({ count: n })),
    ratingLabel: (rating: number) => m.consultants_cardRating({ rating: formatRating(rating) }),
    projects: (n: number) => (singular(n) ? m.consultants_cardProjectsOne({ count: n }) : m.consultants_cardProjectsOther({ count: n })),
    viewProfile: m.consultants_cardViewProfile(),
    viewProfileLabel: (name: string) => m.consultants_cardViewProfileLabel({ name }),
  },
  profile: {
    rateLabel: m.consultants_profileRate(),
    availabilityLabel: m.consultants_profileAvailability(),
    locationLabel: m.consultants_profileLocation(),
    projectsLabel: m.consultants_profileProjects(),
    ratingLabel: m.consultants_profileRating(),
    /** A term of the profile's facts, before its value: `Rate:` (French `Tarif :`). */
    term: (term: string) => m.consultants_profileTerm({ term }),
    expertiseHeading: m.consultants_profileExpertise(),
    languagesHeading: m.consultants_profileLanguages(),
    certificationsHeading: m.consultants_profileCertifications(),
    hireLabel: (firstName: string) => m.consultants_profileHire({ firstName }),
    hireSubject: (name: string) => m.consultants_profileHireSubject({ name }),
    closeLabel: m.consultants_profileClose(),
  },
  apply: {
    heading: m.consultants_applyHeading(),
    intro: m.consultants_applyIntro({ brand: brand.name }),
    loadingLabel: m.consultants_applyLoading(),
    noScript: m.consultants_applyNoScript({ email: brand.mailboxes.consultants }),
  },
};
