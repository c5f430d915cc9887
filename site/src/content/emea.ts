/** Copy of the page of the EMEA Partner Network (`/emea`): who they are, what they do with us, how to reach them. The words are the `emea` messages (site/messages). */
import * as m from '#messages';
import type { AffiliatePage } from './affiliates.ts';
import { brand } from './brand.ts';

const domain = brand.email.split('@')[1];

export const emea: AffiliatePage = {
  affiliateId: 'emea',
  path: '/emea',
  title: m.emea_title(),
  description: m.emea_description({ brand: brand.name }),
  lead: m.emea_lead(),
  about: m.emea_about({ brand: brand.name }),
  withOrisun: {
    heading: m.emea_withHeading({ shortName: brand.shortName }),
    items: [m.emea_withReferrals(), m.emea_withJointProjects(), m.emea_withMarketKnowledge(), m.emea_withMeetings()],
  },
  contact: { label: m.emea_contactLabel(), email: `emea@${domain}` },
};
