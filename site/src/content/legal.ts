/** Copy of the Legal page: the external documents, legal support, the disclaimer. */
import { brand } from './brand.ts';

export interface LegalDocument {
  id: 'privacy' | 'terms' | 'cookies';
  title: string;
  description: string;
  href: string;
}

export const legalHero = {
  heading: 'Legal',
  intro: `The documents that govern how ${brand.name} handles your data and provides its services.`,
} as const;

export const legalDocuments = {
  heading: 'Documents',
  openLabel: 'Read the document',
  items: [
    {
      id: 'privacy',
      title: 'Privacy Policy',
      description: 'What personal data we collect, why, how long we keep it and your rights over it.',
      href: brand.external.privacyPolicy,
    },
    {
      id: 'terms',
      title: 'Terms of Service',
      description: 'The terms for using this website and our services.',
      href: brand.external.termsOfService,
    },
    {
      id: 'cookies',
      title: 'Cookie Policy',
      description: 'Which cookies this website uses and how to control them.',
      href: brand.external.cookiePolicy,
    },
  ] satisfies readonly LegalDocument[],
} as const;

export const legalSupport = {
  heading: 'Questions about these documents?',
  body: 'Write to our legal team.',
  emailLabel: `E-mail ${brand.mailboxes.legal}`,
  emailSubject: 'Legal question',
  responseTime: 'Typically responds within 2 business days',
} as const;

export const legalDisclaimer = {
  heading: 'Disclaimer',
  body: 'The content of this page is provided for general information only and is not legal advice. For advice on your own situation, consult a qualified lawyer.',
} as const;
