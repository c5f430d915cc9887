import type { SiteLanguage } from './languages.ts';

/** The offices' time zone: Lagos and Cotonou keep West Africa Time (WAT, UTC+1) all year. */
export const officeTimeZone = 'Africa/Lagos';

/** English as Nigeria writes it, French as Benin does (the site's `intlLocales`; where `fr-BJ` is unknown, `fr` prints the same). */
const locales: Record<SiteLanguage, string> = { en: 'en-GB', fr: 'fr-BJ' };

/**
 * What to write of an instant. `date`: `full` `Thursday, 11 February 2027` (`jeudi 11 février 2027`), `long`
 * `11 February 2027` (`11 février 2027`), `medium` `11 Feb 2027` (`11 févr. 2027`). `time`: with the 24-hour time,
 * `15:00` (English joins it with `at`, or a comma after a medium date; French with `à`, or a comma after a medium date).
 * `timeZone`: the clock it is read on, West Africa Time unless `UTC`.
 */
export type DateTimeStyle = ({ date: 'full' | 'long' | 'medium'; time?: boolean } | { date?: undefined; time: true }) & {
  timeZone?: typeof officeTimeZone | 'UTC';
};

/** The formats made so far, by language, style and zone (made on first use: a page that never writes a date makes none). */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(language: SiteLanguage, style: DateTimeStyle): Intl.DateTimeFormat {
  const timeZone = style.timeZone ?? officeTimeZone;
  const key = `${language} ${style.date ?? ''} ${style.time ? 'time' : ''} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], { timeZone, dateStyle: style.date, timeStyle: style.time ? 'short' : undefined });
    formats.set(key, format);
  }
  return format;
}

/**
 * An instant as the offices write it in `language`, without the zone's name (the caller adds `WAT`, `(UTC+1)` or `UTC`):
 * `Thursday, 11 February 2027 at 15:00`, `1 Dec 2026, 00:22`; French `jeudi 11 février 2027 à 15:00`,
 * `27 novembre 2026 à 07:22`, and `1er` for the first of a month (`1er décembre 2026`), which `Intl` does not write.
 * The mails, the invite and the API's sentences all date by it, so one language reads the same everywhere.
 */
export function formatDateTime(at: Date, language: SiteLanguage, style: DateTimeStyle): string {
  const parts = formatFor(language, style).formatToParts(at);
  return parts.map((part) => (language === 'fr' && part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value)).join('');
}
