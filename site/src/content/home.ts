/** Copy of the home page. */
import type { LucideIcon } from 'lucide-react';
import { Compass, Headset, Layers, Lightbulb, Rocket, Users } from 'lucide-react';
import { brand } from './brand.ts';
import { clipForEmail, formDialogCopy, rateLimitedMessage } from './forms.ts';

export const homeHero = {
  headline: 'Empowering Small Businesses with Custom Software Solutions',
  subtitle:
    'We design and build the software your business runs on: web and mobile apps, SaaS platforms and integrations, made in Lagos, Ogbomosho and Cotonou for businesses across West Africa.',
  cta: { label: 'GET STARTED', href: '#CTA' },
} as const;

/** The services grid; the cards themselves come from `services.ts` (homeTitle, summary). */
export const homeServices = {
  heading: 'Innovative Solutions',
  intro: 'Six ways we help small and growing businesses do more with software.',
  linkLabel: 'See this service',
} as const;

export interface FaqEntry {
  /** Stable id (the accordion item value). */
  id: string;
  question: string;
  answer: string;
}

export const homeFaq = {
  heading: 'Frequently Asked Questions',
  entries: [
    {
      id: 'timeline',
      question: 'How long does it take to build custom software?',
      answer: `It depends on the scope. At ${brand.name}, simple apps usually take 4–8 weeks from the first workshop to launch, while enterprise solutions take 3–6 months. We agree the timeline with you before work starts.`,
    },
    {
      id: 'process',
      question: 'What is your development process?',
      answer: `${brand.name} builds in five steps: Discovery, Design, Development, Testing and Deployment. You see working software at a demo every week, so you can steer the project as it grows.`,
    },
    {
      id: 'support',
      question: 'Do you offer support after launch?',
      answer: `Yes. Every ${brand.name} project includes 3 months of complimentary post-launch support to fix issues and help your team settle in. After that, you can choose a maintenance package.`,
    },
    {
      id: 'maintenance',
      question: 'What do your maintenance packages include?',
      answer: `${brand.name} maintenance packages include 24/7 monitoring of your application, security updates, backups and a set number of hours each month for improvements and new features.`,
    },
    {
      id: 'small-business',
      question: 'Can a small business afford custom software?',
      answer: `Yes. ${brand.name} works mostly with small and medium businesses. We start with the features that pay for themselves first, fix the scope and price up front, and grow the software as your business grows.`,
    },
  ] satisfies readonly FaqEntry[],
} as const;

export interface Reason {
  title: string;
  body: string;
  /** Decorative: the title says it all. */
  icon: LucideIcon;
}

export const homeWhyUs = {
  heading: 'Why Choose Us',
  intro: `What working with ${brand.name} is like.`,
  reasons: [
    { title: 'Tailored Solutions', icon: Compass, body: 'Software shaped around how your business works, not a template you have to work around.' },
    { title: 'Innovation-Driven', icon: Lightbulb, body: 'Modern tools used where they make a difference: offline-first apps, local payments, automation.' },
    { title: 'Expert Team', icon: Users, body: 'Engineers, designers and analysts with years of experience building for West African businesses.' },
    { title: 'End-to-End Service', icon: Layers, body: 'From the first idea to launch and support, one team owns the whole journey with you.' },
    { title: 'Scalable And Future-Proof', icon: Rocket, body: 'Built to handle your next hundred customers, branches or staff without starting over.' },
    { title: 'Customer-Centric Approach', icon: Headset, body: 'Weekly demos, plain language and a team that answers your messages within 24 hours.' },
  ] satisfies readonly Reason[],
} as const;

export const homeAbout = {
  heading: 'About Us',
  paragraphs: [
    `${brand.name} is a software company founded in ${brand.founded} with offices in Lagos and Ogbomosho, Nigeria, and Cotonou, Benin Republic. Our name means “source” in Yoruba.`,
    'We build custom software, SaaS platforms, mobile apps and websites for small and medium businesses, startups and organisations in healthcare, fintech, e-commerce, education and logistics.',
    'Our team of 15+ engineers, designers and consultants builds for the way people here really work: on phones, on paid data, in English and French, with local payment methods.',
  ],
  link: { label: 'Learn More', href: '/about', srLabel: 'about Orisun Software' },
} as const;

export const homeCta = {
  id: 'CTA',
  heading: 'Ready to start your project?',
  body: `Tell us what you need. ${brand.name} replies within 24 hours, and the first 30-minute consultation is free.`,
  options: {
    chat: { title: 'Chat with us', body: 'Message our team on WhatsApp.', label: 'Chat on WhatsApp' },
    email: { title: 'Send an e-mail', body: 'Write to us about your project.', label: 'E-mail' },
    call: { title: 'Book a free consultation', body: 'Pick a time for a free 30-minute video call.', label: 'Book a 30-minute call' },
  },
  briefLabel: 'Complete Project Brief',
} as const;

/** The project brief dialog: the form (`POST /submit-form`), its success and error views. */
export const projectBrief = {
  title: 'Complete Project Brief',
  description: `Tell ${brand.name} about your project and we reply within 24 hours. All fields are required.`,
  fields: {
    name: { label: 'Name' },
    email: { label: 'E-mail' },
    projectType: { label: 'Project type', placeholder: 'Choose a project type' },
    details: {
      label: 'Project details',
      hint: 'What should the software do, and who will use it? Add any deadline or budget range you have in mind.',
    },
    /** The honeypot: hidden from people and screen readers, so only robots fill it. */
    honeypot: { label: formDialogCopy.honeypotLabel },
  },
  submitLabel: 'Submit brief',
  submittingLabel: formDialogCopy.submittingLabel,
  cancelLabel: formDialogCopy.cancelLabel,
  success: { ...formDialogCopy.success, body: "We'll get back to you within 24 hours." },
  error: {
    ...formDialogCopy.error,
    rateLimited: (retryAfterSeconds: number | undefined) => rateLimitedMessage('briefs', retryAfterSeconds),
    emailLabel: 'E-mail your brief',
  },
  /**
   * The e-mail fallback: a prefilled subject, and the brief the visitor typed as the body (details cut
   * short, since some mail apps refuse very long `mailto:` links).
   */
  emailSubject: 'Project brief',
  emailBody: (brief: { name: string; email: string; projectType: string; details: string }) =>
    `Name: ${brief.name}\nE-mail: ${brief.email}\nProject type: ${brief.projectType}\n\n${clipForEmail(brief.details)}\n`,
} as const;

