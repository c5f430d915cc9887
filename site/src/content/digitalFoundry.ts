/** Copy of the page of Digital Foundry (`/digital-foundry`): who they are, what they do with us, how to reach them. The words are the `digitalFoundry` messages (site/messages). */
import * as m from '#messages';
import type { AffiliatePage } from './affiliates.ts';
import { brand } from './brand.ts';

const domain = brand.email.split('@')[1];

export const digitalFoundry: AffiliatePage = {
  affiliateId: 'digital-foundry',
  path: '/digital-foundry',
  title: 'Digital Foundry',
  description: m.digitalFoundry_description({ brand: brand.name }),
  lead: m.digitalFoundry_lead(),
  about: m.digitalFoundry_about({ brand: brand.name }),
  withOrisun: {
    heading: m.digitalFoundry_withHeading({ shortName: brand.shortName }),
    items: [m.digitalFoundry_withDiscovery(), m.digitalFoundry_withDesign(), m.digitalFoundry_withOneTeam(), m.digitalFoundry_withReferrals()],
  },
  contact: { label: m.digitalFoundry_contactLabel(), email: `foundry@${domain}` },
};
