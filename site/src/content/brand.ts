/**
 * The brand in one place: the company's facts (name, contacts, offices, social profiles) come from
 * `@orisun/api/company`, which the server reads too; this module adds the site's words about it.
 * Change a fact there and every page, the header, the footer, the metadata and the mail follow.
 */
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
  tagline: 'Custom software for the businesses of West Africa.',
  description:
    'Orisun Software builds custom software, SaaS, mobile apps and websites for small and medium businesses in Nigeria and Benin Republic.',
} as const;
