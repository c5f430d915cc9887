/**
 * The brand in one place: change the name, contacts, offices or social profiles here and
 * every page, the header, the footer and the prerendered metadata follow.
 */

export interface Office {
  /** Stable id, also used by the contact form (1, 2 or 3). */
  id: 1 | 2 | 3;
  city: string;
  /** State or region, when the address needs one. */
  region: string;
  country: string;
  street: string;
  postalCode: string;
  /** The office's mailbox: contact-form messages for this office go here (server: MAIL_TO_<CITY>). */
  email: string;
  /** The office's line: E.164 for tel: links, and how people read it. */
  phone: { e164: string; display: string };
  /**
   * Opening hours in the office's own time zone. All three offices keep West Africa Time (WAT,
   * UTC+1, no daylight saving); the spec's EST/GMT/SGT were a bug (decisions.md).
   */
  hours: string;
  /** Where the office is on the map (WGS 84 degrees), for the map embed and link. */
  coordinates: { lat: number; lon: number };
}

export interface SocialProfile {
  network: 'linkedin' | 'x' | 'github' | 'instagram';
  /** The accessible name of the icon link. */
  label: string;
  href: string;
}

export const brand = {
  name: 'Orisun Software',
  shortName: 'Orisun',
  /** The company's account in the community forum. */
  forumAccount: 'Orisun Team',
  tagline: 'Custom software for the businesses of West Africa.',
  description:
    'Orisun Software builds custom software, SaaS, mobile apps and websites for small and medium businesses in Nigeria and Benin Republic.',
  email: 'hello@orisun.software',
  /** Team mailboxes: job applications, legal questions, partnerships, the developer team, the Expert Network. */
  mailboxes: {
    careers: 'careers@orisun.software',
    legal: 'legal@orisun.software',
    partners: 'partners@orisun.software',
    developers: 'developers@orisun.software',
    /** The Expert Network: consultant applications and requests for a consultant. */
    consultants: 'experts@orisun.software',
  },
  /** E.164 for tel: links, and how people read it. */
  phone: { e164: '+2348031234567', display: '+234 803 123 4567' },
  founded: 2025,
  offices: [
    {
      id: 1,
      city: 'Lagos',
      region: 'Victoria Island, Lagos',
      country: 'Nigeria',
      street: '12 Adeola Odeku Street',
      postalCode: '101241',
      email: 'lagos@orisun.software',
      phone: { e164: '+2348031234567', display: '+234 803 123 4567' },
      hours: 'Mon–Fri, 9:00–18:00 WAT',
      coordinates: { lat: 6.4297, lon: 3.4194 },
    },
    {
      id: 2,
      city: 'Ogbomosho',
      region: 'Oyo State',
      country: 'Nigeria',
      street: '25 Ilorin Road, Takie',
      postalCode: '210214',
      email: 'ogbomosho@orisun.software',
      phone: { e164: '+2348037654321', display: '+234 803 765 4321' },
      hours: 'Mon–Fri, 9:00–17:00 WAT',
      coordinates: { lat: 8.142, lon: 4.249 },
    },
    {
      id: 3,
      city: 'Cotonou',
      region: 'Littoral',
      country: 'Benin Republic',
      street: 'Boulevard de la Marina, Ganhi',
      postalCode: '01 BP 2045',
      email: 'cotonou@orisun.software',
      phone: { e164: '+2290121304567', display: '+229 01 21 30 45 67' },
      hours: 'Mon–Fri, 9:00–18:00 WAT',
      coordinates: { lat: 6.3545, lon: 2.426 },
    },
  ] as readonly [Office, Office, Office],
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

/** The head office: its street address is the one the footer shows. */
export const headOffice: Office = brand.offices[0];

/** One line of an office's address, e.g. for the footer or a maps query. */
export function formatAddress(office: Office): string {
  return `${office.street}, ${office.region}, ${office.country}`;
}

/** A Google Maps search for an office's address (no API key, opens the app on phones). */
export function mapsSearchUrl(office: Office): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${office.street}, ${office.region}, ${office.city}, ${office.country}`)}`;
}
