/**
 * The copy of /events, and how the page writes an event's date and duration. The events themselves
 * (and the rules the server shares) are company facts: `@orisun/api/company`.
 */
import type { CompanyEvent } from '@orisun/api/company';
import { brand } from './brand.ts';

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

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * `Thu 11 Feb 2027, 15:00 WAT`. Built from the event's own WAT date and time (no Intl), so the
 * prerender (Node) and the browser always print the same text.
 */
export function formatEventWhen(event: Pick<CompanyEvent, 'date' | 'time'>): string {
  const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${months[month - 1]} ${year}, ${event.time} WAT`;
}

/** `45 minutes`, `1 hour`, `4 hours`, `1 hour 30 minutes`. */
export function formatEventDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hour' : `${hours} hours`;
  const m = rest === 1 ? '1 minute' : `${rest} minutes`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} ${m}`;
}

/** The copy of /events (docs/product.md §2.5, and §3.4 and §3.5 for its errors). */
export const eventsPage = {
  hero: {
    heading: 'Events',
    intro: `Webinars, hands-on workshops and conferences where the ${brand.name} team shares what we learn building software for businesses in Nigeria and Benin Republic. Most are free.`,
  },
  filters: {
    label: 'Filter events',
    categoryLabel: 'Category',
    allLabel: 'All',
    searchLabel: 'Search events',
    searchHint: 'Title, description, location or speaker.',
    resetLabel: 'Reset Filters',
    /** The live count under the filters. */
    count: (n: number) => (n === 1 ? 'Showing 1 event' : `Showing ${n} events`),
  },
  sections: {
    featured: { heading: 'Featured', intro: 'Reserve a seat: we e-mail you the details and a calendar invite.' },
    upcoming: { heading: 'Upcoming' },
    past: { heading: 'Past', intro: 'Missed one? Watch the recording or download the materials.' },
  },
  empty: {
    title: 'No events match your search',
    description: 'Try another word or category, or reset the filters to see every event.',
  },
  card: {
    durationLabel: 'Duration',
    locationLabel: 'Location',
    speakersLabel: 'Speakers',
    recordingLabel: 'Watch the recording',
    materialsLabel: 'Download the materials',
    pastLabel: 'Past event',
  },
  reservation: {
    emailLabel: 'Your e-mail',
    /** The honeypot: hidden from people and screen readers, so only robots fill it. */
    honeypotLabel: 'Leave this field empty',
    reservingLabel: 'Reserving...',
    /** docs/product.md §3.4: an empty e-mail gives this error toast and nothing is sent. */
    emptyEmail: 'Please enter your email',
    /** docs/product.md §3.4: shown when the server gives no message of its own. */
    failed: 'Error making reservation',
    /** The form's accessible name, per event. */
    formLabel: (title: string) => `Reserve a seat: ${title}`,
  },
  newsletter: {
    heading: 'Never miss an event',
    body: 'Get an e-mail when we announce a new webinar, workshop or conference. One or two mails a month, no spam.',
    /** The sign-up form (`POST /subscribe`, list `newsletter`). */
    form: {
      formLabel: 'Subscribe to the events newsletter',
      emailLabel: 'Your e-mail address',
      emailHint: 'Every mail has an unsubscribe link.',
      submitLabel: 'Subscribe',
      submittingLabel: 'Subscribing...',
      errorTitle: 'Error subscribing',
      noscript: `Subscribing needs JavaScript. You can also write to ${brand.email} and we will add you to the list.`,
      honeypotLabel: 'Leave this field empty',
    },
  },
} as const;

/** The shape of the /events copy (for components that are given a part of it). */
export type EventsPageCopy = typeof eventsPage;
