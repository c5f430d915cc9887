/** Copy of the Partners page (`/partners`; the footer ticker's technologies are `partnerTicker.ts`). */
import type { LucideIcon } from 'lucide-react';
import { BadgePercent, Building2, GraduationCap, Plug } from 'lucide-react';
import { brand } from './brand.ts';

export const partnersHero = {
  heading: `Partner with ${brand.name}`,
  intro: 'Grow with us: we work with agencies, technology companies, referrers and schools that serve the businesses of West Africa.',
} as const;

export const partnersGrowth = {
  heading: 'Shared growth',
  points: [
    'Reach small and medium businesses across Nigeria and Benin Republic.',
    'Offer your clients custom software without building a development team.',
    'Bilingual delivery in English and French from three offices.',
    'Transparent terms, agreed in writing before any work starts.',
  ],
} as const;

export interface PartnershipModel {
  id: 'agency' | 'technology' | 'affiliate' | 'educational';
  title: string;
  description: string;
  icon: LucideIcon;
}

export const partnershipModels = {
  heading: 'Partnership models',
  items: [
    {
      id: 'agency',
      title: 'Agency partners',
      description: 'Design, marketing and consulting agencies: we build the software behind your client projects, under your brand or ours.',
      icon: Building2,
    },
    {
      id: 'technology',
      title: 'Technology partners',
      description: 'Payment, cloud and software providers: joint integrations and solutions for the businesses we both serve.',
      icon: Plug,
    },
    {
      id: 'affiliate',
      title: 'Affiliate partners',
      description: 'Refer a business that needs software and earn a commission on every project that goes ahead.',
      icon: BadgePercent,
    },
    {
      id: 'educational',
      title: 'Educational partners',
      description: 'Universities, bootcamps and training centres: internships, guest sessions and projects for students.',
      icon: GraduationCap,
    },
  ] satisfies readonly PartnershipModel[],
} as const;

export const partnersExpect = {
  heading: 'What partners can expect',
  items: [
    'A named contact person who answers within 2 business days.',
    'Clear commission and revenue-sharing terms, paid on time.',
    'Co-marketing: case studies, events and joint announcements.',
    'Early access to our tools and technical support for joint clients.',
  ],
} as const;

export const partnersCta = {
  heading: 'Let’s talk',
  body: 'Tell us about your organisation and the partnership you have in mind, or book a call.',
  emailLabel: `E-mail ${brand.mailboxes.partners}`,
  emailSubject: 'Partnership enquiry',
  scheduleLabel: 'Book a call',
} as const;
