/** Copy of the page of Orisun Labs (`/orisun-labs`): who they are, what they do with us, how to reach them. */
import type { AffiliatePage } from './affiliates.ts';
import { brand } from './brand.ts';

const domain = brand.email.split('@')[1];

export const orisunLabs: AffiliatePage = {
  affiliateId: 'orisun-labs',
  path: `/${brand.shortName.toLowerCase()}-labs`,
  title: `${brand.shortName} Labs`,
  description: `${brand.shortName} Labs is the research and development subsidiary of ${brand.name}.`,
  lead: 'Research and development for software that works where our clients work.',
  about: `${brand.shortName} Labs is the research and development subsidiary of ${brand.name}, set up in ${brand.founded} in Ogbomosho. A small team of engineers tries out ideas on the problems our clients meet every day: unreliable connections, low-cost phones, cash and mobile-money payments, and customers who read Yoruba, Hausa, Igbo or French first.`,
  withOrisun: {
    heading: `What the Labs do with ${brand.shortName}`,
    items: [
      'Build and test the offline sync engine our mobile and web apps use.',
      'Measure our apps on real networks and entry-level Android phones before each release.',
      'Prototype local-language interfaces and voice input with client teams.',
      'Publish what works as open source for other West African developers.',
    ],
  },
  contact: { label: 'Email Orisun Labs', email: `labs@${domain}` },
};
