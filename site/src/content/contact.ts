/**
 * Copy of the contact page (`/contact`): the message form (`POST /contact`) and the office
 * panel. The offices themselves (address, phone, e-mail, hours, map position) live in
 * `brand.offices`, so the footer, the About page and the server read the same ones.
 */
import { brand, type Office } from './brand.ts';
import { offlineNotSent, waitDuration } from './forms.ts';

/** How long 'Message Sent!' stays before the form comes back (docs/product.md §2.7 and §3.3). */
export const contactSentViewMs = 3_000;

/** The tab value of an office in the panel ("lagos"): part of element ids, so a slug. */
export function officeSlug(office: Office): string {
  return office.city.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export const contactHero = {
  eyebrow: 'Global Offices',
  heading: 'Contact Us',
  intro: `Write to our team in Lagos, Ogbomosho or Cotonou: the office you choose replies within 24 hours. Or call, e-mail or visit them; every office's details are below.`,
};

export const contactSection = {
  heading: 'Get in touch',
};

/** Longest message carried in the e-mail fallback's `mailto:` link (some mail apps refuse long links). */
const emailMessageMax = 1500;

/** The message form, its sent view and its error alert. */
export const contactForm = {
  heading: 'Send us a message',
  description: 'All fields are required.',
  fields: {
    office: {
      label: 'Office',
      hint: 'The team in that office reads your message and answers you.',
    },
    name: { label: 'Name' },
    email: { label: 'E-mail' },
    message: { label: 'Message', hint: 'How can we help? Include anything the team needs to answer you.' },
    /** The honeypot: hidden from people and screen readers, so only robots fill it. */
    honeypot: { label: 'Leave this field empty' },
  },
  submitLabel: 'Send Message',
  sendingLabel: 'Sending...',
  /** Next to the submit button: why it waits, then where the message goes. */
  chooseOfficeFirst: 'Choose the office to write to.',
  sendsTo: (office: Office) => `Your message goes to our ${office.city} team (${office.email}).`,
  /** With JavaScript off: the form cannot send; the offices' own addresses always work. */
  noScript: 'Sending this form needs JavaScript. You can still write to any office directly: their e-mail addresses and phone numbers are listed on this page.',
  sent: {
    title: 'Message Sent!',
    body: (city: string) => `Our ${city} team will respond within 24 hours.`,
  },
  error: {
    title: 'Your message was not sent.',
    /** What happened, from the kind of failure. */
    unreachable: offlineNotSent,
    server: 'Something went wrong on our side. Please try again in a moment.',
    rateLimited: (retryAfterSeconds: number | undefined) =>
      retryAfterSeconds === undefined
        ? 'You have sent several messages in a short time. Please wait a few minutes before trying again.'
        : `You have sent several messages in a short time. Please wait ${waitDuration(retryAfterSeconds)} before trying again.`,
    kept: 'Your message is still in the form.',
    emailLabel: (city: string) => `E-mail the ${city} office instead`,
  },
  /** The e-mail fallback: a prefilled subject, and what the visitor typed as the body. */
  emailSubject: (city: string) => `Message for the ${city} office`,
  emailBody: (message: { name: string; email: string; message: string }) =>
    `${message.message.length > emailMessageMax ? `${message.message.slice(0, emailMessageMax)}…` : message.message}\n\n${message.name}\n${message.email}\n`,
} as const;

/** The office panel: one tab per office with its details and a map on request. */
export const officePanel = {
  heading: 'Our offices',
  tabsLabel: 'Offices',
  /** The heading inside each tab panel (also what reads without JavaScript, when all panels show). */
  officeHeading: (office: Office) => `${office.city}, ${office.country}`,
  labels: {
    address: 'Address',
    postalCode: 'Postal code',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Business hours',
  },
  timeZoneNote: 'All three offices keep West Africa Time (WAT, UTC+1) all year.',
  map: {
    showLabel: 'Show map',
    /**
     * Why the map waits for a tap: most visitors are on paid mobile data, and the map is a
     * third-party page (scripts and tiles from OpenStreetMap, several hundred KB).
     */
    note: 'The map loads from OpenStreetMap and uses several hundred KB of data.',
    title: (office: Office) => `Map of the ${office.city} office`,
    openLabel: 'Open in OpenStreetMap',
  },
} as const;

/** Degrees around the office the embedded map shows (about 2 km across). */
const mapSpan = { lat: 0.006, lon: 0.01 };

const fixed = (n: number) => n.toFixed(4);

/** The OpenStreetMap embed of an office, with a marker on it (no API key, no script of ours). */
export function officeMapEmbedUrl(office: Office): string {
  const { lat, lon } = office.coordinates;
  const bbox = [lon - mapSpan.lon, lat - mapSpan.lat, lon + mapSpan.lon, lat + mapSpan.lat].map(fixed).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(lat)},${fixed(lon)}`;
}

/** The office on openstreetmap.org (a plain link: works without JavaScript and opens the app on phones). */
export function officeMapUrl(office: Office): string {
  const { lat, lon } = office.coordinates;
  return `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=17/${fixed(lat)}/${fixed(lon)}`;
}

/** The office a message goes to, by its id (1, 2 or 3). */
export function officeById(id: number | undefined): Office | undefined {
  return brand.offices.find((office) => office.id === id);
}
