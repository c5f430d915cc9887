/** Copy of the Developer Portal waitlist page (`/developers/*`, docs/product.md §2.8). The words are the `developers` messages (site/messages). */
import * as m from '#messages';
import { brand } from './brand.ts';

/** A part of the portal the footer links to (`/developers/<slug>`), named on its page. */
export interface DeveloperSection {
  /** The path segment after `/developers/`. */
  slug: string;
  /** The page's `<title>` and the line above the heading. */
  title: string;
  /** The route's meta description. */
  description: string;
  /** What this part of the portal will hold (the hero's first sentence). */
  intro: string;
}

export const developerSections = [
  {
    slug: 'api-docs',
    title: m.developers_apiDocsTitle(),
    description: m.developers_apiDocsDescription({ brand: brand.name }),
    intro: m.developers_apiDocsIntro(),
  },
  {
    slug: 'dev-resources',
    title: m.developers_devResourcesTitle(),
    description: m.developers_devResourcesDescription({ brand: brand.name }),
    intro: m.developers_devResourcesIntro(),
  },
] as const satisfies readonly DeveloperSection[];

/** The section of `/developers/<slug>`, or undefined for any other path under `/developers`. */
export function developerSection(slug: string | undefined): DeveloperSection | undefined {
  return developerSections.find((section) => section.slug === slug);
}

export const developerPortal = {
  /** The route's `<title>` and description for any path under /developers without a section of its own. */
  title: m.developers_portalTitle(),
  description: m.developers_portalDescription({ brand: brand.name }),
  eyebrow: m.developers_eyebrow(),
  heading: m.developers_heading(),
  intro: m.developers_intro(),
  waitlist: {
    /** The form's accessible name (it is a form landmark). */
    formLabel: m.developers_waitlistFormLabel(),
    emailLabel: m.developers_waitlistEmail(),
    emailHint: m.developers_waitlistEmailHint(),
    submitLabel: m.developers_waitlistSubmit(),
    submittingLabel: m.developers_waitlistSubmitting(),
    /** The red toast's title when subscribing fails (docs/product.md §3.5); the reason follows. */
    errorTitle: m.developers_waitlistError(),
    /** Shown instead of a working button when the page runs without JavaScript. */
    noscript: m.developers_waitlistNoscript({ email: brand.mailboxes.developers }),
    honeypotLabel: m.developers_waitlistHoneypot(),
  },
  homeLabel: m.developers_homeLabel(),
  contactLabel: m.developers_contactLabel(),
  contactSubject: m.developers_contactSubject(),
  coming: {
    heading: m.developers_comingHeading(),
    items: [
      { title: m.developers_comingApiTitle(), body: m.developers_comingApiBody() },
      { title: m.developers_comingSdkTitle(), body: m.developers_comingSdkBody() },
      { title: m.developers_comingSandboxTitle(), body: m.developers_comingSandboxBody() },
    ],
  },
} as const;

/** `mailto:` the developer team, with a subject. */
export const contactDevTeamHref = `mailto:${brand.mailboxes.developers}?subject=${encodeURIComponent(developerPortal.contactSubject)}`;
