/**
 * The company's offices: the facts the contact page shows and the server acts on (a contact message
 * goes to the chosen office's mailbox). The office ids are declared here once; the contact contract
 * (`schemas/contact.ts`), the server's `MAIL_TO_<CITY>` variables and the pages all read them.
 */

/** The offices' ids, in the order the contact page lists them (spec: 1 Lagos, 2 Ogbomosho, 3 Cotonou). */
export const officeIds = [1, 2, 3] as const;
export type OfficeId = (typeof officeIds)[number];

export interface Office {
  /** Stable id, also used by the contact form (1, 2 or 3). */
  id: OfficeId;
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
   * UTC+1, no daylight saving); the original spec's EST/GMT/SGT were a bug (docs/adr/0020-fixes-to-the-original-spec.md).
   */
  hours: string;
  /** Where the office is on the map (WGS 84 degrees), for the map embed and link. */
  coordinates: { lat: number; lon: number };
}

export const offices = [
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
] as const satisfies readonly [Office, Office, Office];

/** The office with this id (ids are checked by the contract, so it always exists). */
export function officeById(id: OfficeId): Office {
  const office = offices.find((o) => o.id === id);
  if (!office) throw new Error(`No office with id ${String(id)}`);
  return office;
}

/** The head office: its street address is the one the footer shows. */
export const headOffice: Office = offices[0];

/** One line of an office's address, e.g. for the footer or a maps query. */
export function formatAddress(office: Office): string {
  return `${office.street}, ${office.region}, ${office.country}`;
}

/** A Google Maps search for an office's address (no API key, opens the app on phones). */
export function mapsSearchUrl(office: Office): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${office.street}, ${office.region}, ${office.city}, ${office.country}`)}`;
}
