import type { InboxItemOf, InboxKind } from '@orisun/api';
import { events, officeById, type OfficeId } from '@orisun/api/company';
import { languageNamesInEnglish, type SiteLanguage } from '@orisun/api/languages';
import type { CsvColumn } from '../http/csv.ts';

/** What a cell holds (csvStream writes it as text). */
type Cell = string | number | boolean | null;

/** The fields of an item that are cells as they are. */
type CellField<T> = { [P in keyof T]: T[P] extends Cell ? P : never }[keyof T];

/** A column's source: a field of the item shown as it is, or how to read the cell from the item. */
type Source<T> = CellField<T> | ((item: T) => Cell);

/**
 * A kind's export columns in order, by header; every export ends with the language of the page it came from (English,
 * French), then who handled the item and when.
 */
function columns<T extends { handledAt: string | null; handledBy: string | null; language: SiteLanguage }>(byHeader: Record<string, Source<T>>): CsvColumn<T>[] {
  const all: [string, Source<T>][] = [
    ...Object.entries(byHeader),
    ['Language', (item) => languageNamesInEnglish[item.language]],
    ['Handled at', (item) => item.handledAt],
    ['Handled by', (item) => item.handledBy],
  ];
  return all.map(([header, source]) => ({ header, value: typeof source === 'function' ? source : (item: T) => item[source] as Cell }));
}

const eventOf = (id: string) => events.find((event) => event.id === id);

const officeCity = (id: number) => {
  try {
    return officeById(id as OfficeId).city;
  } catch {
    return String(id);
  }
};

/** The columns of each kind's CSV export, the item's fields as staff read them. */
const columnsByKind: { [K in InboxKind]: CsvColumn<InboxItemOf<K>>[] } = {
  briefs: columns({ Received: 'createdAt', Name: 'name', 'E-mail': 'email', 'Project type': 'projectType', Details: 'details' }),
  applications: columns({
    Received: 'createdAt',
    Name: 'name',
    'E-mail': 'email',
    Role: 'role',
    Message: 'message',
    'Resume file': (i) => i.resume.filename,
    'Resume type': (i) => i.resume.type,
    'Resume bytes': (i) => i.resume.bytes,
  }),
  contact: columns({ Received: 'createdAt', Office: (i) => officeCity(i.officeId), Name: 'name', 'E-mail': 'email', Message: 'message' }),
  reservations: columns({
    Received: 'createdAt',
    Event: (i) => eventOf(i.eventId)?.title ?? i.eventId,
    'Event date': (i) => eventOf(i.eventId)?.date ?? null,
    'E-mail': 'email',
  }),
  subscribers: columns({ Subscribed: 'createdAt', List: 'list', 'E-mail': 'email', Status: 'status', 'Confirmed at': 'confirmedAt', 'Unsubscribed at': 'unsubscribedAt' }),
  consultants: columns({
    Received: 'createdAt',
    Name: 'name',
    'E-mail': 'email',
    Portfolio: 'portfolioUrl',
    'Hourly rate (USD)': (i) => i.rate.toFixed(2),
    Availability: 'availability',
    Expertise: (i) => i.expertise.join('; '),
    Bio: 'bio',
    Location: 'location',
    'Orisun team member': 'isCompanyMember',
    'Reopened at': 'reopenedAt',
  }),
};

/** The CSV columns of a kind's export (`GET /api/inbox/:kind/export`). */
export function inboxCsvColumns<K extends InboxKind>(kind: K): CsvColumn<InboxItemOf<K>>[] {
  return columnsByKind[kind];
}
