/**
 * The company's facts: its name, mailboxes, phone line, offices and public profiles. The site's
 * pages (through `site/src/content/brand.ts`, which adds the page copy) and the server (mail
 * recipients, mail text) read them from here, so a change is made once.
 */
import { offices } from './offices.ts';

export interface SocialProfile {
  network: 'linkedin' | 'x' | 'github' | 'instagram';
  /** The accessible name of the icon link. */
  label: string;
  href: string;
}

export const company = {
  name: 'Orisun Software',
  shortName: 'Orisun',
  /** The company's account in the community forum. */
  forumAccount: 'Orisun Team',
  email: 'hello@orisun.software',
  /** Team mailboxes: job applications, legal questions, partnerships, the developer team, the Expert Network. */
  mailboxes: {
    careers: 'careers@orisun.software',
    legal: 'legal@orisun.software',
    partners: 'partners@orisun.software',
    developers: 'developers@orisun.software',
    /** The Expert Network: consultant applications and requests for a consultant. */
    consultants: 'experts@orisun.software',
    /** The support desk: every ticket, customer reply and follow-up is mailed here too. */
    support: 'support@orisun.software',
  },
  /** E.164 for tel: links, and how people read it. */
  phone: { e164: '+2348031234567', display: '+234 803 123 4567' },
  /**
   * What the support desk promises (docs/product.md §5.10): an answer within 24 hours, about 2 hours on
   * average for a high-urgency ticket. The support form and the customer ticket page say it.
   */
  supportResponse: { withinHours: 24, highUrgencyAverageHours: 2 },
  founded: 2025,
  offices,
  social: [
    { network: 'linkedin', label: 'Orisun Software on LinkedIn', href: 'https://www.linkedin.com/company/orisun' },
    { network: 'x', label: 'Orisun Software on X (Twitter)', href: 'https://x.com/orisun' },
    { network: 'github', label: 'Orisun Software on GitHub', href: 'https://github.com/orisun' },
    { network: 'instagram', label: 'Orisun Software on Instagram', href: 'https://www.instagram.com/orisun' },
  ] satisfies readonly SocialProfile[],
  external: {
    privacyPolicy: 'https://legal.orisun.software/privacy',
    termsOfService: 'https://legal.orisun.software/terms',
    cookiePolicy: 'https://legal.orisun.software/cookies',
    scheduling: 'https://calendly.com/orisun/free-consultation',
    chat: 'https://wa.me/2348031234567',
  },
} as const;
