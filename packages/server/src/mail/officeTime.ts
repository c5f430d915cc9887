import type { SiteLanguage } from '@orisun/api/languages';

/** The offices' time zone (Lagos and Cotonou are both on West Africa Time). */
const timeZone = 'Africa/Lagos';

/** English as Nigeria writes it, French as Benin does. */
const locales: Record<SiteLanguage, string> = { en: 'en-GB', fr: 'fr-BJ' };

const formatsIn = (language: SiteLanguage) => ({
  /** `21 Nov 2026, 09:30`, `21 nov. 2026, 09:30`: when a submission arrived. */
  medium: new Intl.DateTimeFormat(locales[language], { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
  /** `Thursday, 11 February 2027 at 15:00`: when an event starts. */
  full: new Intl.DateTimeFormat(locales[language], { timeZone, dateStyle: 'full', timeStyle: 'short' }),
});
const formats = { en: formatsIn('en'), fr: formatsIn('fr') };

/** An instant as mail shows it, in the offices' time zone with its name: `21 Nov 2026, 09:30 WAT`. */
export function officeTime(date: Date, style: keyof (typeof formats)['en'] = 'medium', language: SiteLanguage = 'en'): string {
  return `${formats[language][style].format(date)} WAT`;
}
