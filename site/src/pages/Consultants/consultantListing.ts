import type { ConsultantAvailability } from '@orisun/api';
import { availabilityKey, type Consultant } from '../../content/consultants.ts';

/** Who to show by type: everyone, the company's product team, or external experts (docs/product.md §2.6). */
export type ConsultantType = 'all' | 'company' | 'external';

export interface ConsultantFilters {
  /** Free text; matched case-insensitively against name, title, expertise, location and languages. */
  query: string;
  type: ConsultantType;
  /** One availability, or `all`. */
  availability: ConsultantAvailability | 'all';
  /** One area of expertise (as written on the consultants), or `all`. */
  expertise: string;
}

export const noFilters: ConsultantFilters = { query: '', type: 'all', availability: 'all', expertise: 'all' };

/** The words a search matches in a consultant. */
function searchableText(consultant: Consultant): string {
  return [consultant.name, consultant.title, consultant.location, ...consultant.expertise, ...consultant.languages].join('\n').toLowerCase();
}

/**
 * The consultants that pass every filter, in their original order. Availability compares the
 * contract's value ("project-based") with the consultant's own in the same spelling, so
 * 'Project-based' consultants are found (the spec's filter compared two spellings and never
 * matched them).
 */
export function filterConsultants(list: readonly Consultant[], filters: ConsultantFilters): Consultant[] {
  const needle = filters.query.trim().toLowerCase();
  return list.filter(
    (consultant) =>
      (filters.type === 'all' || consultant.isCompanyMember === (filters.type === 'company')) &&
      (filters.availability === 'all' || availabilityKey(consultant.availability) === filters.availability) &&
      (filters.expertise === 'all' || consultant.expertise.includes(filters.expertise)) &&
      (needle === '' || searchableText(consultant).includes(needle)),
  );
}

/**
 * Every area of expertise of the listed consultants, once each, alphabetically ignoring case (the
 * expertise filter's options). Plain code-unit order on purpose: `localeCompare` would load the
 * browser's collation data (tens of milliseconds on a slow phone) while the page starts. Accents are
 * taken apart first (`É` -> `E` and its accent), so a French area starting with `É` sorts with the `E`s.
 */
export function expertiseAreas(list: readonly Consultant[]): string[] {
  const key = (area: string) => area.normalize('NFD').toLowerCase();
  return [...new Set(list.flatMap((consultant) => consultant.expertise))].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
