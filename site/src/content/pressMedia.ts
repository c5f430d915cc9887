/**
 * The Press Center (/PressMedia): copy, facts, media assets and contacts. The downloadable
 * files themselves are generated at build time from this module, `brand.ts` and `services.ts`
 * (see `src/downloads/`), so they never go stale. The words are the `pressMedia` messages (site/messages); the files
 * are built with the English ones.
 */
import * as m from '#messages';
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
    name: m.pressMedia_assetMediaKitName(),
    description: m.pressMedia_assetMediaKitDescription(),
    download: '/downloads/orisun-media-kit.zip',
    type: 'ZIP',
    maxBytes: 2 * KB * KB,
    featured: true,
  },
  {
    id: 'logos',
    name: m.pressMedia_assetLogosName(),
    description: m.pressMedia_assetLogosDescription({ shortName: brand.shortName }),
    download: '/downloads/orisun-logos.zip',
    type: 'ZIP',
    maxBytes: 500 * KB,
    featured: false,
  },
  {
    id: 'brand-guidelines',
    name: m.pressMedia_assetGuidelinesName(),
    description: m.pressMedia_assetGuidelinesDescription(),
    download: '/downloads/orisun-brand-guidelines.pdf',
    type: 'PDF',
    maxBytes: 200 * KB,
    featured: false,
  },
  {
    id: 'team-photos',
    name: m.pressMedia_assetTeamPhotosName(),
    description: m.pressMedia_assetTeamPhotosDescription(),
    download: '/downloads/orisun-team-photos.zip',
    type: 'ZIP',
    maxBytes: 500 * KB,
    featured: false,
  },
  {
    id: 'screenshots',
    name: m.pressMedia_assetScreenshotsName(),
    description: m.pressMedia_assetScreenshotsDescription(),
    download: '/downloads/orisun-screenshots.zip',
    type: 'ZIP',
    maxBytes: 800 * KB,
    featured: false,
  },
  {
    id: 'fact-sheet',
    name: m.pressMedia_assetFactSheetName(),
    description: m.pressMedia_assetFactSheetDescription(),
    download: '/downloads/orisun-fact-sheet.pdf',
    type: 'PDF',
    maxBytes: 100 * KB,
    featured: false,
  },
];

/** "under 2 MB", "under 500 KB": how the page states a file's size. */
export function formatMaxSize(bytes: number): string {
  return bytes >= KB * KB ? m.pressMedia_sizeUnderMegabytes({ size: Math.round(bytes / (KB * KB)) }) : m.pressMedia_sizeUnderKilobytes({ size: Math.round(bytes / KB) });
}

export const press = {
  title: m.pressMedia_title(),
  intro: m.pressMedia_intro({ brand: brand.name }),
  facts: [
    { label: m.pressMedia_factFounded(), value: String(brand.founded) },
    { label: m.pressMedia_factOffices(), value: brand.offices.map((o) => o.city).join(', ') },
    { label: m.pressMedia_factCountries(), value: m.pressMedia_factCountriesValue() },
    { label: m.pressMedia_factTeam(), value: m.pressMedia_factTeamValue() },
    { label: m.pressMedia_factServices(), value: String(services.length) },
    { label: m.pressMedia_factIndustries(), value: m.pressMedia_factIndustriesValue() },
  ],
  vision: {
    heading: m.pressMedia_visionHeading(),
    body: m.pressMedia_visionBody(),
  },
  values: [
    { title: m.pressMedia_valueContextTitle(), body: m.pressMedia_valueContextBody() },
    { title: m.pressMedia_valuePlainWordsTitle(), body: m.pressMedia_valuePlainWordsBody() },
    { title: m.pressMedia_valueOutcomeTitle(), body: m.pressMedia_valueOutcomeBody() },
    { title: m.pressMedia_valueTalentTitle(), body: m.pressMedia_valueTalentBody() },
  ],
  assetsHeading: m.pressMedia_assetsHeading(),
  assetsIntro: m.pressMedia_assetsIntro(),
  featuredLabel: m.pressMedia_featuredLabel(),
  downloadLabel: m.pressMedia_downloadLabel(),
  contact: {
    heading: m.pressMedia_contactHeading(),
    body: m.pressMedia_contactBody(),
    pressEmail: `press@${brand.email.split('@')[1]}`,
    partnershipEmail: `partners@${brand.email.split('@')[1]}`,
    pressLabel: m.pressMedia_contactPressLabel(),
    partnershipLabel: m.pressMedia_contactPartnershipLabel(),
  },
  boilerplate: {
    heading: m.pressMedia_boilerplateHeading({ brand: brand.name }),
    body: m.pressMedia_boilerplateBody({ brand: brand.name, founded: brand.founded }),
  },
} as const;
