/** Copy of the home page. The words are the `home` messages (site/messages). */
import type { LucideIcon } from 'lucide-react';
import { Compass, Headset, Layers, Lightbulb, Rocket, Users } from 'lucide-react';
import type { ProjectType } from '@orisun/api';
import * as m from '#messages';
import { localeHref } from '../i18n/index.ts';
import { brand } from './brand.ts';
import { clipForEmail, formDialogCopy, rateLimitedMessage } from './forms.ts';

export const homeHero = {
  headline: m.home_heroHeadline(),
  subtitle: m.home_heroSubtitle(),
  cta: { label: m.home_heroCta(), href: '#CTA' },
} as const;

/** The services grid; the cards themselves come from `services.ts` (homeTitle, summary). */
export const homeServices = {
  heading: m.home_servicesHeading(),
  intro: m.home_servicesIntro(),
  linkLabel: m.home_servicesLinkLabel(),
} as const;

export interface FaqEntry {
  /** Stable id (the accordion item value). */
  id: string;
  question: string;
  answer: string;
}

export const homeFaq = {
  heading: m.home_faqHeading(),
  entries: [
    { id: 'timeline', question: m.home_faqTimelineQuestion(), answer: m.home_faqTimelineAnswer({ brand: brand.name }) },
    { id: 'process', question: m.home_faqProcessQuestion(), answer: m.home_faqProcessAnswer({ brand: brand.name }) },
    { id: 'support', question: m.home_faqSupportQuestion(), answer: m.home_faqSupportAnswer({ brand: brand.name }) },
    { id: 'maintenance', question: m.home_faqMaintenanceQuestion(), answer: m.home_faqMaintenanceAnswer({ brand: brand.name }) },
    { id: 'small-business', question: m.home_faqSmallBusinessQuestion(), answer: m.home_faqSmallBusinessAnswer({ brand: brand.name }) },
  ] satisfies readonly FaqEntry[],
} as const;

export interface Reason {
  title: string;
  body: string;
  /** Decorative: the title says it all. */
  icon: LucideIcon;
}

export const homeWhyUs = {
  heading: m.home_whyUsHeading(),
  intro: m.home_whyUsIntro({ brand: brand.name }),
  reasons: [
    { title: m.home_whyUsTailoredTitle(), icon: Compass, body: m.home_whyUsTailoredBody() },
    { title: m.home_whyUsInnovationTitle(), icon: Lightbulb, body: m.home_whyUsInnovationBody() },
    { title: m.home_whyUsExpertTeamTitle(), icon: Users, body: m.home_whyUsExpertTeamBody() },
    { title: m.home_whyUsEndToEndTitle(), icon: Layers, body: m.home_whyUsEndToEndBody() },
    { title: m.home_whyUsScalableTitle(), icon: Rocket, body: m.home_whyUsScalableBody() },
    { title: m.home_whyUsCustomerTitle(), icon: Headset, body: m.home_whyUsCustomerBody() },
  ] satisfies readonly Reason[],
} as const;

export const homeAbout = {
  heading: m.home_aboutHeading(),
  paragraphs: [m.home_aboutParagraph1({ brand: brand.name, founded: brand.founded }), m.home_aboutParagraph2(), m.home_aboutParagraph3()],
  link: { label: m.home_aboutLinkLabel(), href: localeHref('/about'), srLabel: m.home_aboutLinkSrLabel({ brand: brand.name }) },
} as const;

export const homeCta = {
  id: 'CTA',
  heading: m.home_ctaHeading(),
  body: m.home_ctaBody({ brand: brand.name }),
  options: {
    chat: { title: m.home_ctaChatTitle(), body: m.home_ctaChatBody(), label: m.home_ctaChatLabel() },
    email: { title: m.home_ctaEmailTitle(), body: m.home_ctaEmailBody(), label: m.home_ctaEmailLabel() },
    call: { title: m.home_ctaCallTitle(), body: m.home_ctaCallBody(), label: m.home_ctaCallLabel() },
  },
  briefLabel: m.home_ctaBriefLabel(),
} as const;

/**
 * How the form names each project type. The value sent stays the API's (English) one; the visitor reads this label,
 * in the select and in the e-mail fallback.
 */
const projectTypeLabels: Record<ProjectType, string> = {
  'Custom Software Development': m.home_briefTypeCustomSoftware(),
  'B2B SaaS Solutions': m.home_briefTypeSaas(),
  'Mobile App Development': m.home_briefTypeMobileApps(),
  'IT Consulting and Strategy': m.home_briefTypeItConsulting(),
  'Digital Transformation': m.home_briefTypeDigitalTransformation(),
  'Website & Web App Development': m.home_briefTypeWebDevelopment(),
};

/** The project brief dialog: the form (`POST /submit-form`), its success and error views. */
export const projectBrief = {
  title: m.home_briefTitle(),
  description: m.home_briefDescription({ brand: brand.name }),
  fields: {
    name: { label: m.home_briefNameLabel() },
    email: { label: m.home_briefEmailLabel() },
    projectType: { label: m.home_briefProjectTypeLabel(), placeholder: m.home_briefProjectTypePlaceholder(), optionLabels: projectTypeLabels },
    details: {
      label: m.home_briefDetailsLabel(),
      hint: m.home_briefDetailsHint(),
    },
    /** The honeypot: hidden from people and screen readers, so only robots fill it. */
    honeypot: { label: formDialogCopy.honeypotLabel },
  },
  submitLabel: m.home_briefSubmitLabel(),
  submittingLabel: formDialogCopy.submittingLabel,
  cancelLabel: formDialogCopy.cancelLabel,
  success: { ...formDialogCopy.success, body: m.home_briefSuccessBody() },
  error: {
    ...formDialogCopy.error,
    rateLimited: (retryAfterSeconds: number | undefined) => rateLimitedMessage(m.home_briefRateLimitedItems(), retryAfterSeconds),
    emailLabel: m.home_briefErrorEmailLabel(),
  },
  /**
   * The e-mail fallback: a prefilled subject, and the brief the visitor typed as the body (details cut
   * short, since some mail apps refuse very long `mailto:` links).
   */
  emailSubject: m.home_briefEmailSubject(),
  emailBody: (brief: { name: string; email: string; projectType: string; details: string }) =>
    m.home_briefEmailBody({
      name: brief.name,
      email: brief.email,
      projectType: (projectTypeLabels as Partial<Record<string, string>>)[brief.projectType] ?? brief.projectType,
      details: clipForEmail(brief.details),
    }),
} as const;

