/** Copy of the Developer Portal waitlist page (`/developers/*`, docs/product.md §2.8). */
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
    title: 'API Documentation',
    description: `The ${brand.name} API documentation is part of the Developer Portal, coming soon. Join the waitlist for early access.`,
    intro: 'The API documentation will live here: authentication, every endpoint and webhook, errors and rate limits, with examples you can run.',
  },
  {
    slug: 'dev-resources',
    title: 'Developer Resources',
    description: `SDKs, sample apps and guides for building on ${brand.name}: part of the Developer Portal, coming soon. Join the waitlist for early access.`,
    intro: 'Developer resources will live here: SDKs, sample apps, Postman collections and step-by-step integration guides.',
  },
] as const satisfies readonly DeveloperSection[];

/** The section of `/developers/<slug>`, or undefined for any other path under `/developers`. */
export function developerSection(slug: string | undefined): DeveloperSection | undefined {
  return developerSections.find((section) => section.slug === slug);
}

export const developerPortal = {
  /** The route's `<title>` and description for any path under /developers without a section of its own. */
  title: 'Developer Portal',
  description: `The ${brand.name} Developer Portal is coming soon: API documentation, SDKs and sandbox access. Join the waitlist for early access.`,
  eyebrow: 'Developers',
  heading: 'Developer Portal coming soon',
  intro:
    "We're building a home for developers who integrate with our products: API documentation, SDKs, sandbox keys and guides. Join the waitlist and we'll e-mail you when it opens.",
  waitlist: {
    /** The form's accessible name (it is a form landmark). */
    formLabel: 'Join the Developer Portal waitlist',
    emailLabel: 'Your e-mail address',
    emailHint: 'We only use it to tell you when the portal opens. Every mail has an unsubscribe link.',
    submitLabel: 'Get Early Access',
    submittingLabel: 'Joining the waitlist...',
    /** The red toast's title when subscribing fails (docs/product.md §3.5); the reason follows. */
    errorTitle: 'Error subscribing',
    /** The reason when the form's code could not be fetched. */
    /** Shown instead of a working button when the page runs without JavaScript. */
    noscript: `Joining the waitlist needs JavaScript. You can also e-mail ${brand.mailboxes.developers} and we'll add you.`,
    honeypotLabel: 'Leave this field empty',
  },
  homeLabel: 'Back to Home',
  contactLabel: 'Contact Dev Team',
  contactSubject: 'Developer Portal',
  coming: {
    heading: "What's coming",
    items: [
      { title: 'API reference', body: 'Every endpoint with its parameters, responses and errors, and requests you can try from the page.' },
      { title: 'SDKs and samples', body: 'Client libraries and sample apps for web and mobile, with the source on GitHub.' },
      { title: 'Sandbox keys', body: 'Test keys and test data, so you can build an integration before going live.' },
    ],
  },
} as const;

/** `mailto:` the developer team, with a subject. */
export const contactDevTeamHref = `mailto:${brand.mailboxes.developers}?subject=${encodeURIComponent(developerPortal.contactSubject)}`;
