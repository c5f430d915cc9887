/**
 * The brand in one place: the company's facts (name, contacts, offices, social profiles) come from
 * `@orisun/api/company`, which the server reads too; this module adds the site's words about it.
 * Change a fact there and every page, the header, the footer, the metadata and the mail follow.
 * The facts' own words in this build's language (an office's country, hours, a person's role): `companyFacts.ts`.
 */
import * as m from '#messages';
import { company } from '@orisun/api/company';

export {
  formatAddress,
  headOffice,
  mapsSearchUrl,
  type Office,
  type SocialProfile,
} from '@orisun/api/company';

export const brand = {
  ...company,
  tagline: m.brand_tagline(),
  description: m.brand_description({ brand: company.name }),
} as const;
