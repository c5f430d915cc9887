import { forumTime } from '../../content/forum.ts';
import { baseLocale, intlLocales, locale as pageLocale } from '../../i18n/index.ts';

/** English keeps the forum's US month and day ('Nov 3'); another language its own (`fr-BJ`: '3 nov.'). */
const defaultLocale = pageLocale === baseLocale ? 'en-US' : intlLocales[pageLocale];

export interface RelativeTimeOptions {
  /** The clock. Default: now. */
  now?: Date;
  /** The time zone of the month and day. Default: the reader's. */
  timeZone?: string;
  /** Default: the page's language (`en-US` in English, `fr-BJ` in French). */
  locale?: string;
}

/**
 * When a post was written, as the forum shows it (docs/product.md §2.13): under a minute 'Just now', under an hour
 * 'N minutes ago', under a day 'N hours ago' ('1 minute', '1 hour'), otherwise a short month and day ('Nov 3'),
 * with the year when it is not this year ('Dec 30, 2025'); in French 'À l’instant', 'il y a 5 minutes', '3 nov.'.
 * A time a little in the future (a skewed clock) is 'Just now'.
 */
export function relativeTime(iso: string, { now = new Date(), timeZone, locale = defaultLocale }: RelativeTimeOptions = {}): string {
  const then = new Date(iso);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return forumTime.justNow;
  if (seconds < 3600) return forumTime.minutes(Math.floor(seconds / 60));
  if (seconds < 86_400) return forumTime.hours(Math.floor(seconds / 3600));
  // One Intl.DateTimeFormat per locale, time zone and options, made once: making one costs far more than using it,
  // and a thread's page asks for two per post (the server renders it per request: ThreadArticle.tsx).
  const format = (date: Date, show: Intl.DateTimeFormatOptions) =>
    (formatters[locale + JSON.stringify(show)] ??= new Intl.DateTimeFormat(locale, show)).format(date);
  const year = { year: 'numeric', timeZone } as const;
  const sameYear = format(then, year) === format(now, year);
  return format(then, { month: 'short', day: 'numeric', ...(sameYear ? { timeZone } : year) });
}

const formatters: Record<string, Intl.DateTimeFormat> = {};
