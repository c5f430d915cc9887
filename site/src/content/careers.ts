/** Copy of the Careers page: benefits, open roles, the hiring process. The words are the `careers` messages (site/messages). */
import * as m from '#messages';
import { brand } from './brand.ts';

/** A mailto link to the careers mailbox with the subject filled in. */
export function careersMailto(subject: string): string {
  return `mailto:${brand.mailboxes.careers}?subject=${encodeURIComponent(subject)}`;
}

export const careersHero = {
  heading: m.careers_heroHeading({ brand: brand.name }),
  intro: m.careers_heroIntro(),
} as const;

export interface Benefit {
  title: string;
  description: string;
}

export const careersBenefits = {
  heading: m.careers_benefitsHeading(),
  items: [
    { title: m.careers_benefitWorkTitle(), description: m.careers_benefitWorkDescription() },
    { title: m.careers_benefitLearningTitle(), description: m.careers_benefitLearningDescription() },
    { title: m.careers_benefitHoursTitle(), description: m.careers_benefitHoursDescription() },
    { title: m.careers_benefitHybridTitle(), description: m.careers_benefitHybridDescription() },
    { title: m.careers_benefitHealthTitle(), description: m.careers_benefitHealthDescription() },
    { title: m.careers_benefitMentorshipTitle(), description: m.careers_benefitMentorshipDescription() },
  ] satisfies readonly Benefit[],
} as const;

export interface OpenRole {
  id: string;
  title: string;
  /** Where and how: "Lagos or remote · Full-time". */
  details: string;
}

export interface RoleCategory {
  id: 'technical' | 'creative-strategic' | 'internships';
  title: string;
  description: string;
  roles: readonly OpenRole[];
}

export const careersRoles = {
  heading: m.careers_rolesHeading(),
  intro: m.careers_rolesIntro(),
  applyLabel: m.careers_applyLabel(),
  categories: [
    {
      id: 'technical',
      title: m.careers_technicalTitle(),
      description: m.careers_technicalDescription(),
      roles: [
        { id: 'frontend', title: m.careers_roleFrontendTitle(), details: m.careers_roleFrontendDetails() },
        { id: 'backend', title: m.careers_roleBackendTitle(), details: m.careers_roleBackendDetails() },
        { id: 'mobile', title: m.careers_roleMobileTitle(), details: m.careers_roleMobileDetails() },
      ],
    },
    {
      id: 'creative-strategic',
      title: m.careers_creativeTitle(),
      description: m.careers_creativeDescription(),
      roles: [
        { id: 'product-designer', title: m.careers_roleDesignerTitle(), details: m.careers_roleDesignerDetails() },
        { id: 'product-manager', title: m.careers_roleProductManagerTitle(), details: m.careers_roleProductManagerDetails() },
        { id: 'marketing', title: m.careers_roleMarketingTitle(), details: m.careers_roleMarketingDetails() },
      ],
    },
    {
      id: 'internships',
      title: m.careers_internshipsTitle(),
      description: m.careers_internshipsDescription(),
      roles: [
        { id: 'software-intern', title: m.careers_roleSoftwareInternTitle(), details: m.careers_roleSoftwareInternDetails() },
        { id: 'design-intern', title: m.careers_roleDesignInternTitle(), details: m.careers_roleDesignInternDetails() },
      ],
    },
  ] satisfies readonly RoleCategory[],
  spontaneous: {
    heading: m.careers_spontaneousHeading(),
    body: m.careers_spontaneousBody(),
    label: m.careers_spontaneousLabel(),
    subject: m.careers_spontaneousSubject(),
  },
} as const;

export interface HiringStep {
  title: string;
  description: string;
}

export const careersProcess = {
  heading: m.careers_processHeading(),
  intro: m.careers_processIntro(),
  steps: [
    { title: m.careers_stepApplicationTitle(), description: m.careers_stepApplicationDescription() },
    { title: m.careers_stepIntroCallTitle(), description: m.careers_stepIntroCallDescription() },
    { title: m.careers_stepSkillsCheckTitle(), description: m.careers_stepSkillsCheckDescription() },
    { title: m.careers_stepTeamChatTitle(), description: m.careers_stepTeamChatDescription() },
    { title: m.careers_stepOfferTitle(), description: m.careers_stepOfferDescription() },
  ] satisfies readonly HiringStep[],
} as const;
