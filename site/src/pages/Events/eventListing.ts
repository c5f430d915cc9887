import { isPastEvent, takesReservations, type CompanyEvent, type EventCategory } from '../../content/events.ts';

/** The category filter: one category, or every event. */
export type CategoryFilter = EventCategory | 'All';

export interface EventFilters {
  category: CategoryFilter;
  /** Free text; matched case-insensitively against title, description, location and speakers. */
  query: string;
}

export const noFilters: EventFilters = { category: 'All', query: '' };

/** The words a search matches in an event: its title, description, location, and its speakers' names and roles. */
function searchableText(event: CompanyEvent): string {
  return [event.title, event.description, event.location, ...event.speakers.flatMap((s) => [s.name, s.role])].join('\n').toLowerCase();
}

/** The events that pass both filters, in their original order (give them in this build's language: the search reads their words). */
export function filterEvents<Item extends CompanyEvent>(list: readonly Item[], { category, query }: EventFilters): Item[] {
  const needle = query.trim().toLowerCase();
  return list.filter((event) => (category === 'All' || event.category === category) && (needle === '' || searchableText(event).includes(needle)));
}

export interface ClassifiedEvents<Item extends CompanyEvent = CompanyEvent> {
  /** Featured events that have not taken place (each shown once: a past featured event is under Past). */
  featured: Item[];
  /** Other events still to come. */
  upcoming: Item[];
  /** Flagged past or started before `now` (docs/product.md §2.5), most recent first. */
  past: Item[];
}

/** Sorts the events into the page's three sections at the instant `now`. */
export function classifyEvents<Item extends CompanyEvent>(list: readonly Item[], now: Date): ClassifiedEvents<Item> {
  const byDate = (a: CompanyEvent, b: CompanyEvent) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`);
  const past = list.filter((e) => isPastEvent(e, now)).sort((a, b) => byDate(b, a));
  const coming = list.filter((e) => !isPastEvent(e, now)).sort(byDate);
  return { featured: coming.filter((e) => e.featured), upcoming: coming.filter((e) => !e.featured), past };
}

/**
 * A short fingerprint of what `now` decides on the page (past or not, reservable or not, per
 * event): two instants with the same fingerprint render the same page.
 */
export function classificationKey(list: readonly CompanyEvent[], now: Date): string {
  return list.map((e) => `${isPastEvent(e, now) ? 'p' : 'u'}${takesReservations(e, now) ? 'r' : ''}`).join(',');
}
