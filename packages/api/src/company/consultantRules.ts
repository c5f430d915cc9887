/**
 * The rules of an Expert Network application that pages need without zod: the consultants page
 * shows these values on its first load, and zod (with the schema in ../schemas/consultants.ts) loads only
 * with the application form.
 */

/** The availability a consultant offers (docs/product.md §5.8), as the contract spells it. */
export const consultantAvailabilities = ['full-time', 'part-time', 'project-based'] as const;
export type ConsultantAvailability = (typeof consultantAvailabilities)[number];

/** How people read each availability (the consultant cards and the application form). */
export const consultantAvailabilityLabels: Record<ConsultantAvailability, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  'project-based': 'Project-based',
};

/** The lowest hourly rate the network takes, in US dollars (docs/product.md §5.8). */
export const consultantMinimumRateUsd = 50;
/** The highest hourly rate the form accepts: beyond it, a typo (an extra zero) is likelier than a rate. */
export const consultantMaximumRateUsd = 2_000;
/** At least this many areas of expertise (docs/product.md §5.8). */
export const consultantMinimumExpertise = 2;
/** At most this many areas: the ten options shown plus a handful of the applicant's own. */
export const consultantMaximumExpertise = 15;
/** The longest area of expertise, the applicant's own included. */
export const consultantExpertiseMaxLength = 60;

/** The same area whatever its case and spacing ("React  Native" = "react native"). */
export function expertiseKey(area: string): string {
  return area.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Adds an area of expertise the applicant typed: only when it is not empty and not already in the
 * list (whatever its case; docs/product.md §3.6). Returns the list unchanged otherwise.
 */
export function addExpertise(list: readonly string[], typed: string): string[] {
  const area = typed.trim().replace(/\s+/g, ' ');
  if (area === '' || list.some((existing) => expertiseKey(existing) === expertiseKey(area))) return [...list];
  return [...list, area];
}
