/**
 * The offices' facts in this build's language. Their own words (country, region, opening hours) are English in
 * `@orisun/api/company`, and the server keeps them so (mails); the pages show them through these helpers: the
 * `officeFacts` messages, keyed by office id, whose English is the data's own text. In English the helpers give the
 * data's words (a few bytes, in the chunk every page loads: site/vite.config.ts); in French, the pages that show an office
 * load its words.
 */
import * as m from '#messages';
import { formatAddress, type Office, type OfficeId } from '@orisun/api/company';
import { baseLocale, locale } from '../i18n/index.ts';

/** An office's words in this build's language (English: the data's own). */
interface OfficeWords {
  country: string;
  region: string;
  hours: string;
}

/**
 * By office id (1 Lagos, 2 Ogbomosho, 3 Cotonou): every office has its words, or the type check fails. In English, none:
 * the data's own words are English (and the English build carries no second copy of them).
 */
const officeWords: Record<OfficeId, OfficeWords> | undefined = locale === baseLocale ? undefined : {
  1: { country: m.officeFacts_office1Country(), region: m.officeFacts_office1Region(), hours: m.officeFacts_office1Hours() },
  2: { country: m.officeFacts_office2Country(), region: m.officeFacts_office2Region(), hours: m.officeFacts_office2Hours() },
  3: { country: m.officeFacts_office3Country(), region: m.officeFacts_office3Region(), hours: m.officeFacts_office3Hours() },
};

/** The office's country in this build's language: `Nigeria`, `Benin Republic` (French `Nigéria`, `République du Bénin`). */
/*#__NO_SIDE_EFFECTS__*/
export function officeCountry(office: Pick<Office, 'id' | 'country'>): string {
  return officeWords?.[office.id].country ?? office.country;
}

/** The office's state or region in this build's language: `Oyo State` (French `État d’Oyo`). */
/*#__NO_SIDE_EFFECTS__*/
export function officeRegion(office: Pick<Office, 'id' | 'region'>): string {
  return officeWords?.[office.id].region ?? office.region;
}

/** The office's opening hours in this build's language: `Mon–Fri, 9:00–18:00 WAT` (French `Lun–ven, 9 h–18 h (WAT)`). */
/*#__NO_SIDE_EFFECTS__*/
export function officeHours(office: Pick<Office, 'id' | 'hours'>): string {
  return officeWords?.[office.id].hours ?? office.hours;
}

/** One line of the office's address in this build's language (the footer's): `formatAddress` with the words above. */
/*#__NO_SIDE_EFFECTS__*/
export function officeAddress(office: Office): string {
  return formatAddress({ ...office, region: officeRegion(office), country: officeCountry(office) });
}
