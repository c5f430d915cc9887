/**
 * Copy of the contact page (`/contact`): the message form (`POST /contact`) and the office
 * panel. The offices themselves (address, phone, e-mail, hours, map position) live in
 * `brand.offices`, so the footer, the About page and the server read the same ones. The words are the
 * `contact` messages (site/messages).
 */
import * as m from '#messages';
import { brand, type Office } from './brand.ts';
import { officeCountry } from './officeFacts.ts';
import { formDialogCopy, offlineNotSent, waitDuration } from './forms.ts';
import { locale } from '../i18n/index.ts';

/** How long 'Message Sent!' stays before the form comes back (docs/product.md §2.7 and §3.3). */
export const contactSentViewMs = 3_000;

/** The tab value of an office in the panel ("lagos"): part of element ids, so a slug. */
/**
 * The office a message goes to before the visitor chooses: Cotonou on the French page (the office that works in
 * French), none on the English one (the visitor chooses).
 */
export const preselectedOffice: Office | undefined = locale === 'fr' ? brand.offices.find((office) => office.city === 'Cotonou') : undefined;

export function officeSlug(office: Office): string {
  return office.city.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export const contactHero = {
  eyebrow: m.contact_heroEyebrow(),
  heading: m.contact_heroHeading(),
  intro: m.contact_heroIntro(),
};

export const contactSection = {
  heading: m.contact_sectionHeading(),
};

/** Longest message carried in the e-mail fallback's `mailto:` link (some mail apps refuse long links). */
const emailMessageMax = 1500;

/** The message form, its sent view and its error alert. */
export const contactForm = {
  heading: m.contact_formHeading(),
  description: m.contact_formDescription(),
  fields: {
    office: {
      label: m.contact_officeLabel(),
      hint: m.contact_officeHint(),
    },
    name: { label: m.contact_nameLabel() },
    email: { label: m.contact_emailLabel() },
    message: { label: m.contact_messageLabel(), hint: m.contact_messageHint() },
    /** The honeypot: hidden from people and screen readers, so only robots fill it. */
    honeypot: { label: formDialogCopy.honeypotLabel },
  },
  submitLabel: m.contact_submitLabel(),
  sendingLabel: m.contact_sendingLabel(),
  /** Next to the submit button: why it waits, then where the message goes. */
  chooseOfficeFirst: m.contact_chooseOfficeFirst(),
  sendsTo: (office: Office) => m.contact_sendsTo({ city: office.city, email: office.email }),
  /** With JavaScript off: the form cannot send; the offices' own addresses always work. */
  noScript: m.contact_noScript(),
  sent: {
    title: m.contact_sentTitle(),
    body: (city: string) => m.contact_sentBody({ city }),
  },
  error: {
    title: m.contact_errorTitle(),
    /** What happened, from the kind of failure. */
    unreachable: offlineNotSent,
    server: m.contact_errorServer(),
    rateLimited: (retryAfterSeconds: number | undefined) =>
      m.contact_errorRateLimited({ wait: retryAfterSeconds === undefined ? m.forms_aFewMinutes() : waitDuration(retryAfterSeconds) }),
    kept: m.contact_errorKept(),
    emailLabel: (city: string) => m.contact_errorEmailLabel({ city }),
  },
  /** The e-mail fallback: a prefilled subject, and what the visitor typed as the body. */
  emailSubject: (city: string) => m.contact_emailSubject({ city }),
  emailBody: (message: { name: string; email: string; message: string }) =>
    `${message.message.length > emailMessageMax ? `${message.message.slice(0, emailMessageMax)}…` : message.message}\n\n${message.name}\n${message.email}\n`,
} as const;

/** The office panel: one tab per office with its details and a map on request. */
export const officePanel = {
  heading: m.contact_officesHeading(),
  tabsLabel: m.contact_officesTabsLabel(),
  /** The heading inside each tab panel (also what reads without JavaScript, when all panels show). */
  officeHeading: (office: Office) => `${office.city}, ${officeCountry(office)}`,
  labels: {
    address: m.contact_addressLabel(),
    postalCode: m.contact_postalCodeLabel(),
    phone: m.contact_phoneLabel(),
    email: m.contact_officeEmailLabel(),
    hours: m.contact_hoursLabel(),
  },
  timeZoneNote: m.contact_timeZoneNote(),
  map: {
    showLabel: m.contact_mapShowLabel(),
    /**
     * Why the map waits for a tap: most visitors are on paid mobile data, and the map is a
     * third-party page (scripts and tiles from OpenStreetMap, several hundred KB).
     */
    note: m.contact_mapNote(),
    title: (office: Office) => m.contact_mapTitle({ city: office.city }),
    openLabel: m.contact_mapOpenLabel(),
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
