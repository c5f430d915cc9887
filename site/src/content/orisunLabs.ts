/** Copy of the page of Orisun Labs (`/orisun-labs`): who they are, what they do with us, how to reach them. The words are the `orisunLabs` messages (site/messages). */
import * as m from '#messages';
import type { AffiliatePage } from './affiliates.ts';
import { brand } from './brand.ts';

const domain = brand.email.split('@')[1];

export const orisunLabs: AffiliatePage = {
  affiliateId: 'orisun-labs',
  path: `/${brand.shortName.toLowerCase()}-labs`,
  title: `${brand.shortName} Labs`,
  description: m.orisunLabs_description({ shortName: brand.shortName, brand: brand.name }),
  lead: m.orisunLabs_lead(),
  about: m.orisunLabs_about({ shortName: brand.shortName, brand: brand.name, founded: brand.founded }),
  withOrisun: {
    heading: m.orisunLabs_withHeading({ shortName: brand.shortName }),
    items: [m.orisunLabs_withSyncEngine(), m.orisunLabs_withDeviceTesting(), m.orisunLabs_withLocalLanguages(), m.orisunLabs_withOpenSource()],
  },
  contact: { label: m.orisunLabs_contactLabel(), email: `labs@${domain}` },
};
