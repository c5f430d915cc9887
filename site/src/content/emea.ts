/** Copy of the page of the EMEA Partner Network (`/emea`): who they are, what they do with us, how to reach them. */
import type { AffiliatePage } from './affiliates.ts';
import { brand } from './brand.ts';

const domain = brand.email.split('@')[1];

export const emea: AffiliatePage = {
  affiliateId: 'emea',
  path: '/emea',
  title: 'EMEA Partner Network',
  description: `The Europe, Middle East and Africa partner network of ${brand.name}.`,
  lead: 'Partners across Europe, the Middle East and Africa.',
  about: `The EMEA Partner Network connects ${brand.name} with delivery and referral partners from Lagos to London, Dubai and Nairobi. Members are agencies, consultancies and independent specialists who serve businesses with a presence in West Africa, or West African businesses growing abroad.`,
  withOrisun: {
    heading: `What the network does with ${brand.shortName}`,
    items: [
      'Refers clients who need software built or supported in Nigeria and Benin Republic.',
      'Delivers joint projects: our engineers with their local sales, legal and support teams.',
      'Shares market knowledge on payments, data protection and hiring in each country.',
      'Meets each quarter online, and once a year in Lagos.',
    ],
  },
  contact: { label: 'Email the EMEA network', email: `emea@${domain}` },
};
