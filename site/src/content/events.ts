/**
 * The copy of /events, and how the page writes an event's date and duration. The events themselves, their own words in
 * each language (title, description, place, button, guests' roles: `eventWordsIn`) and the rules the server shares are
 * company facts: `@orisun/api/company`, so the reservation's mail says what the page says. The page's other words are
 * the `events` messages (site/messages).
 */
import * as m from '#messages';
import { eventStartsAt, eventWordsIn, staffSpeakerId, type CompanyEvent, type EventCategory, type EventSpeaker } from '@orisun/api/company';
import { baseLocale, intlLocales, locale } from '../i18n/index.ts';
import { brand } from './brand.ts';
import { staffSpeakerRole } from './peopleFacts.ts';

export {
  eventCategories,
  eventEndsAt,
  events,
  eventStartsAt,
  isPastEvent,
  takesReservations,
  westAfricaOffset,
  type CompanyEvent,
  type EventCategory,
  type EventSpeaker,
} from '@orisun/api/company';

/** An event as the page shows it: the catalogue's event with its words in this build's language. */
export interface EventInLanguage extends CompanyEvent {
  /**
   * The catalogue's own (English) title. The server finds the event by its title, date and time in the catalogue
   * (`POST /reservation`), so a reservation sends this one, whatever language the page is in.
   */
  catalogueTitle: string;
}

/** A speaker in this build's language: one of our people by their role at the company, a guest by the event's words. */
function speakerInLanguage(speaker: EventSpeaker, guestRoles: Readonly<Record<string, string>>): EventSpeaker {
  const staffId = staffSpeakerId(speaker);
  if (staffId) return { name: speaker.name, role: staffSpeakerRole(staffId) };
  return { name: speaker.name, role: guestRoles[speaker.name] ?? speaker.role };
}

/**
 * The event in this build's language: title, description, location, button label and speakers' roles (the event's
 * words: `eventWordsIn`; an event without words in the language, a test's or a story's own, keeps the catalogue's). Its
 * id, date, time, category (the API's value; `eventCategoryLabels` names it), links and flags stay the catalogue's.
 */
export function eventInLanguage(event: CompanyEvent): EventInLanguage {
  const { title, description, location, cta, guestRoles } = eventWordsIn(event, locale);
  return {
    ...event,
    catalogueTitle: event.title,
    title,
    description,
    location,
    cta,
    speakers: event.speakers.map((speaker) => speakerInLanguage(speaker, guestRoles)),
  };
}

/** English keeps the spec's own short names (the same text in every browser and in Node). */
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Other languages write the date in full with `Intl` (French: `jeudi 11 février 2027`). Full names are the same in
 * every ICU version (unlike short ones, `Sep`/`Sept`), and only the parts are kept, not the locale's punctuation, so
 * the prerender (Node) and the browser print the same text.
 */
const dateInWords = new Intl.DateTimeFormat(intlLocales[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });

/** The event's WAT date: `Thu 11 Feb 2027` in English, `jeudi 11 février 2027` (`1er` for the first) in French. */
function formatEventDate(event: Pick<CompanyEvent, 'date' | 'time'>): string {
  const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
  if (locale === baseLocale) {
    const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
    return `${weekday} ${day} ${months[month - 1]} ${year}`;
  }
  const parts = Object.fromEntries(dateInWords.formatToParts(eventStartsAt(event)).map((part) => [part.type, part.value]));
  const dayText = locale === 'fr' && parts.day === '1' ? '1er' : parts.day;
  return `${parts.weekday} ${dayText} ${parts.month} ${parts.year}`;
}

/** `Thu 11 Feb 2027, 15:00 WAT` (French: `jeudi 11 février 2027 à 15:00 (UTC+1)`), from the event's own WAT date and time. */
export function formatEventWhen(event: Pick<CompanyEvent, 'date' | 'time'>): string {
  return m.events_when({ date: formatEventDate(event), time: event.time });
}

/** Whether a count takes the singular in this build's language (1 in English; 0 and 1 in French). */
const pluralRules = new Intl.PluralRules(intlLocales[locale]);
const singular = (n: number) => pluralRules.select(n) === 'one';

/** `45 minutes`, `1 hour`, `4 hours`, `1 hour 30 minutes`. */
export function formatEventDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = singular(hours) ? m.events_durationHour({ count: hours }) : m.events_durationHours({ count: hours });
  const min = singular(rest) ? m.events_durationMinute({ count: rest }) : m.events_durationMinutes({ count: rest });
  if (hours === 0) return min;
  return rest === 0 ? h : m.events_durationHoursAndMinutes({ hours: h, minutes: min });
}

/** How the page names each category (the events' data spells them in English). */
export const eventCategoryLabels: Record<EventCategory, string> = {
  Webinar: m.events_categoryWebinar(),
  Workshop: m.events_categoryWorkshop(),
  Conference: m.events_categoryConference(),
};

/** The copy of /events (docs/product.md §2.5, and §3.4 and §3.5 for its errors). The words are the `events` messages. */
export const eventsPage = {
  hero: {
    heading: m.events_heroHeading(),
    intro: m.events_heroIntro({ brand: brand.name }),
  },
  filters: {
    label: m.events_filtersLabel(),
    categoryLabel: m.events_filtersCategory(),
    allLabel: m.events_filtersAll(),
    searchLabel: m.events_filtersSearch(),
    searchHint: m.events_filtersSearchHint(),
    resetLabel: m.events_filtersReset(),
    /** The live count under the filters. */
    count: (n: number) => (singular(n) ? m.events_filtersCountOne({ count: n }) : m.events_filtersCountOther({ count: n })),
  },
  sections: {
    featured: { heading: m.events_featuredHeading(), intro: m.events_featuredIntro() },
    upcoming: { heading: m.events_upcomingHeading() },
    past: { heading: m.events_pastHeading(), intro: m.events_pastIntro() },
  },
  empty: {
    title: m.events_emptyTitle(),
    description: m.events_emptyDescription(),
  },
  card: {
    whenLabel: m.events_cardWhen(),
    durationLabel: m.events_cardDuration(),
    locationLabel: m.events_cardLocation(),
    speakersLabel: m.events_cardSpeakers(),
    recordingLabel: m.events_cardRecording(),
    materialsLabel: m.events_cardMaterials(),
    pastLabel: m.events_cardPast(),
  },
  reservation: {
    emailLabel: m.events_reservationEmail(),
    /** The honeypot: hidden from people and screen readers, so only robots fill it. */
    honeypotLabel: m.events_reservationHoneypot(),
    reservingLabel: m.events_reservationReserving(),
    /** docs/product.md §3.4: an empty e-mail gives this error toast and nothing is sent. */
    emptyEmail: m.events_reservationEmptyEmail(),
    /** docs/product.md §3.4: shown when the server gives no message of its own. */
    failed: m.events_reservationFailed(),
    /** The form's accessible name, per event. */
    formLabel: (title: string) => m.events_reservationFormLabel({ title }),
  },
  newsletter: {
    heading: m.events_newsletterHeading(),
    body: m.events_newsletterBody(),
    /** The sign-up form (`POST /subscribe`, list `newsletter`). */
    form: {
      formLabel: m.events_newsletterFormLabel(),
      emailLabel: m.events_newsletterEmail(),
      emailHint: m.events_newsletterEmailHint(),
      submitLabel: m.events_newsletterSubmit(),
      submittingLabel: m.events_newsletterSubmitting(),
      errorTitle: m.events_newsletterError(),
      noscript: m.events_newsletterNoscript({ email: brand.email }),
      honeypotLabel: m.events_newsletterHoneypot(),
    },
  },
};

/** The shape of the /events copy (for components that are given a part of it). */
export type EventsPageCopy = typeof eventsPage;
