/** Copy of the Legal page: the external documents, legal support, the disclaimer. The words are the `legal` messages (site/messages). */
import * as m from '#messages';
import { brand } from './brand.ts';

export interface LegalDocument {
  id: 'privacy' | 'terms' | 'cookies';
  title: string;
  description: string;
  href: string;
}

export const legalHero = {
  heading: m.legal_heroHeading(),
  intro: m.legal_heroIntro({ brand: brand.name }),
} as const;

export const legalDocuments = {
  heading: m.legal_documentsHeading(),
  openLabel: m.legal_documentsOpenLabel(),
  items: [
    {
      id: 'privacy',
      title: m.legal_privacyTitle(),
      description: m.legal_privacyDescription(),
      href: brand.external.privacyPolicy,
    },
    {
      id: 'terms',
      title: m.legal_termsTitle(),
      description: m.legal_termsDescription(),
      href: brand.external.termsOfService,
    },
    {
      id: 'cookies',
      title: m.legal_cookiesTitle(),
      description: m.legal_cookiesDescription(),
      href: brand.external.cookiePolicy,
    },
  ] satisfies readonly LegalDocument[],
} as const;

export const legalSupport = {
  heading: m.legal_supportHeading(),
  body: m.legal_supportBody(),
  emailLabel: m.legal_supportEmailLabel({ email: brand.mailboxes.legal }),
  emailSubject: m.legal_supportEmailSubject(),
  responseTime: m.legal_supportResponseTime(),
} as const;

export const legalDisclaimer = {
  heading: m.legal_disclaimerHeading(),
  body: m.legal_disclaimerBody(),
} as const;
