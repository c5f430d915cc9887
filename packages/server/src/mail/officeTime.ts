/** The offices' time zone (Lagos and Cotonou are both on West Africa Time). */
const timeZone = 'Africa/Lagos';

const formats = {
  /** `21 Nov 2026, 09:30`: when a submission arrived. */
  medium: new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
  /** `Thursday, 11 February 2027 at 15:00`: when an event starts. */
  full: new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'full', timeStyle: 'short' }),
};

/** An instant as mail shows it, in the offices' time zone with its name: `21 Nov 2026, 09:30 WAT`. */
export function officeTime(date: Date, style: keyof typeof formats = 'medium'): string {
  return `${formats[style].format(date)} WAT`;
}
