/** Copy of the Partners page (`/partners`; the footer ticker's technologies are `partnerTicker.ts`). The words are the `partners` messages (site/messages). */
import type { LucideIcon } from 'lucide-react';
import { BadgePercent, Building2, GraduationCap, Plug } from 'lucide-react';
import * as m from '#messages';
import { brand } from './brand.ts';

export const partnersHero = {
  heading: m.partners_heroHeading({ brand: brand.name }),
  intro: m.partners_heroIntro(),
} as const;

export const partnersGrowth = {
  heading: m.partners_growthHeading(),
  points: [m.partners_growthReach(), m.partners_growthNoTeam(), m.partners_growthBilingual(), m.partners_growthTerms()],
} as const;

export interface PartnershipModel {
  id: 'agency' | 'technology' | 'affiliate' | 'educational';
  title: string;
  description: string;
  icon: LucideIcon;
}

export const partnershipModels = {
  heading: m.partners_modelsHeading(),
  items: [
    {
      id: 'agency',
      title: m.partners_modelAgencyTitle(),
      description: m.partners_modelAgencyDescription(),
      icon: Building2,
    },
    {
      id: 'technology',
      title: m.partners_modelTechnologyTitle(),
      description: m.partners_modelTechnologyDescription(),
      icon: Plug,
    },
    {
      id: 'affiliate',
      title: m.partners_modelAffiliateTitle(),
      description: m.partners_modelAffiliateDescription(),
      icon: BadgePercent,
    },
    {
      id: 'educational',
      title: m.partners_modelEducationalTitle(),
      description: m.partners_modelEducationalDescription(),
      icon: GraduationCap,
    },
  ] satisfies readonly PartnershipModel[],
} as const;

export const partnersExpect = {
  heading: m.partners_expectHeading(),
  items: [m.partners_expectContact(), m.partners_expectTerms(), m.partners_expectCoMarketing(), m.partners_expectEarlyAccess()],
} as const;

export const partnersCta = {
  heading: m.partners_ctaHeading(),
  body: m.partners_ctaBody(),
  emailLabel: m.partners_ctaEmailLabel({ email: brand.mailboxes.partners }),
  emailSubject: m.partners_ctaEmailSubject(),
  scheduleLabel: m.partners_ctaScheduleLabel(),
} as const;
