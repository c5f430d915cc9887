/**
 * The Press Center (/PressMedia): copy, facts, media assets and contacts. The downloadable
 * files themselves are generated at build time from this module, `brand.ts` and `services.ts`
 * (see `src/downloads/`), so they never go stale.
 */
import { brand } from './brand.ts';
import { services } from './services.ts';

export type MediaFileType = 'ZIP' | 'PDF';

/** A downloadable media asset (docs/product.md §2.4: name, description, download path, featured flag). */
export interface MediaAsset {
  id: 'logos' | 'brand-guidelines' | 'team-photos' | 'screenshots' | 'fact-sheet' | 'media-kit';
  name: string;
  description: string;
  /** Served from the built site: `/downloads/<file>`. */
  download: string;
  type: MediaFileType;
  /**
   * The most the file may weigh, in bytes: the page says "under …", and the build fails if a
   * generated file is heavier, so the stated size is always true.
   */
  maxBytes: number;
  /** The full media kit: shown first and highlighted. */
  featured: boolean;
}

const KB = 1024;

export const mediaAssets: readonly MediaAsset[] = [
  {
    id: 'media-kit',
    name: 'Full media kit',
    description: 'Everything below in one archive: logos, brand guidelines, team portraits, product screenshots and the fact sheet.',
    download: '/downloads/orisun-media-kit.zip',
    type: 'ZIP',
    maxBytes: 2 * KB * KB,
    featured: true,
  },
  {
    id: 'logos',
    name: 'Logos',
    description: 'The Orisun mark and wordmark as SVG, with PNG renders at 512 and 1024 px for light and dark backgrounds.',
    download: '/downloads/orisun-logos.zip',
    type: 'ZIP',
    maxBytes: 500 * KB,
    featured: false,
  },
  {
    id: 'brand-guidelines',
    name: 'Brand guidelines',
    description: 'Colours, logo use and clear space, typography and our tone of voice.',
    download: '/downloads/orisun-brand-guidelines.pdf',
    type: 'PDF',
    maxBytes: 200 * KB,
    featured: false,
  },
  {
    id: 'team-photos',
    name: 'Team portraits',
    description: 'Portraits of the leadership team (initials until our photo shoot), 512 px square PNG.',
    download: '/downloads/orisun-team-photos.zip',
    type: 'ZIP',
    maxBytes: 500 * KB,
    featured: false,
  },
  {
    id: 'screenshots',
    name: 'Product screenshots',
    description: 'The website home page and services, rendered at desktop size.',
    download: '/downloads/orisun-screenshots.zip',
    type: 'ZIP',
    maxBytes: 800 * KB,
    featured: false,
  },
  {
    id: 'fact-sheet',
    name: 'Fact sheet',
    description: 'One page: founding year, offices, services, team size and press contacts.',
    download: '/downloads/orisun-fact-sheet.pdf',
    type: 'PDF',
    maxBytes: 100 * KB,
    featured: false,
  },
];

/** "under 2 MB", "under 500 KB": how the page states a file's size. */
export function formatMaxSize(bytes: number): string {
  return bytes >= KB * KB ? `under ${Math.round(bytes / (KB * KB))} MB` : `under ${Math.round(bytes / KB)} KB`;
}

export const press = {
  title: 'Press Center',
  intro: `News, facts and brand assets about ${brand.name}. Journalists, event organisers and partners may use everything on this page to write about us; for anything else, ask our press team.`,
  facts: [
    { label: 'Founded', value: String(brand.founded) },
    { label: 'Offices', value: brand.offices.map((o) => o.city).join(', ') },
    { label: 'Countries', value: 'Nigeria, Benin Republic' },
    { label: 'Team', value: '15+ people' },
    { label: 'Services', value: String(services.length) },
    { label: 'Industries', value: 'Healthcare, fintech, e-commerce, education, logistics' },
  ],
  vision: {
    heading: 'Our vision',
    body: 'A West Africa where every small business runs on software made for it: reliable on everyday phones and connections, priced for its size, and built by people who know its market.',
  },
  values: [
    { title: 'Build for the real context', body: 'Low-cost phones, patchy networks and cash-first customers are the starting point, not an afterthought.' },
    { title: 'Plain words, fixed prices', body: 'Clients know what they get, when and for how much before we write any code.' },
    { title: 'Own the outcome', body: 'We measure our work by what it changes in the client’s business, not by features shipped.' },
    { title: 'Grow local talent', body: 'We hire, train and mentor engineers and designers in Lagos, Ogbomosho and Cotonou.' },
  ],
  assetsHeading: 'Media assets',
  assetsIntro: 'Free to use in coverage of our company. Please do not alter the logos.',
  featuredLabel: 'Featured',
  downloadLabel: 'Download',
  contact: {
    heading: 'Press and partnership contacts',
    body: 'We answer press requests within one business day.',
    pressEmail: `press@${brand.email.split('@')[1]}`,
    partnershipEmail: `partners@${brand.email.split('@')[1]}`,
    pressLabel: 'Press enquiries',
    partnershipLabel: 'Partnership enquiries',
  },
  boilerplate: {
    heading: `About ${brand.name}`,
    body: `${brand.name} builds custom software, B2B SaaS products, mobile apps, websites and integrations for small and medium businesses in West Africa. Founded in ${brand.founded}, the company has a team of more than 15 engineers, designers and consultants in Lagos and Ogbomosho, Nigeria, and Cotonou, Benin Republic, serving clients in healthcare, fintech, e-commerce, education and logistics.`,
  },
} as const;
