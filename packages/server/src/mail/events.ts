import { formatDateTime } from '@orisun/api';
import { company, eventEndsAt, eventStartsAt, eventWordsIn, type CompanyEvent } from '@orisun/api/company';
import { pathIn, type SiteLanguage } from '@orisun/api/languages';
import { createEvent } from 'ics';
import type { Config } from '../config.ts';
import type { NewMail } from '../db/outbox.ts';

/** How the events page names the offices' time zone after an event's time (site/messages/<language>/events.json, `events_when`). */
const eventZoneNames: Record<SiteLanguage, string> = { en: 'WAT', fr: '(UTC+1)' };

/**
 * When an event starts, in the offices' time zone and the page's words for it: `Thursday, 11 February 2027 at 15:00 WAT`;
 * French `jeudi 11 février 2027 à 15:00 (UTC+1)` (`1er` for the first), as the French events page writes it.
 */
export function eventWhen(event: CompanyEvent, language: SiteLanguage = 'en'): string {
  return `${formatDateTime(eventStartsAt(event), language, { date: 'full', time: true })} ${eventZoneNames[language]}`;
}

/** `1\u00a0heure`, `4\u00a0heures`, `45\u00a0minutes`, `1\u00a0h\u00a030`. */
function frenchDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes}\u00a0minute${minutes > 1 ? 's' : ''}`;
  if (rest === 0) return `${hours}\u00a0heure${hours > 1 ? 's' : ''}`;
  return `${hours}\u00a0h\u00a0${String(rest).padStart(2, '0')}`;
}

/**
 * The words of the reservation's mail and invite, in the language of the page the seat was reserved from
 * (`reservations.language`). English is the text this mail always had. French as written in Cotonou: vous, and a
 * no-break space before : ; ! ? and inside « ». The event's own words (title, description, place, guest speakers'
 * roles) are in the same language, the company's (`eventWordsIn`: the catalogue's own in English); our own speakers keep
 * the catalogue's role.
 */
interface ReservationWords {
  subject: (event: CompanyEvent, when: string) => string;
  body: (event: CompanyEvent, when: string, speakers: string, eventsUrl: string) => string[];
  /** The invite's DESCRIPTION: the event's description and the link to the events page. */
  inviteDescription: (event: CompanyEvent, eventsUrl: string) => string;
}

const reservationWords: Record<SiteLanguage, ReservationWords> = {
  en: {
    subject: (event, when) => `Your seat: ${event.title}, ${when}`,
    body: (event, when, speakers, eventsUrl) => [
      `Thank you for reserving a seat at ${event.title}.`,
      '',
      `When: ${when} (${event.durationMinutes} minutes)`,
      `Where: ${event.location}`,
      `Speakers: ${speakers}`,
      '',
      event.description,
      '',
      'The calendar invite attached adds it to your calendar.',
      `Details of all our events: ${eventsUrl}`,
      '',
      `If you can no longer come, reply to this mail so we can give your seat to someone else.`,
      '',
      company.name,
    ],
    inviteDescription: (event, eventsUrl) => `${event.description}\n\n${eventsUrl}`,
  },
  fr: {
    subject: (event, when) => `Votre place\u00a0: ${event.title}, ${when}`,
    body: (event, when, speakers, eventsUrl) => [
      'Bonjour,',
      '',
      `Merci d’avoir réservé votre place pour «\u00a0${event.title}\u00a0». Nous vous attendons avec plaisir.`,
      '',
      `Date\u00a0: ${when}`,
      `Durée\u00a0: ${frenchDuration(event.durationMinutes)}`,
      `Lieu\u00a0: ${event.location}`,
      `Intervenants\u00a0: ${speakers}`,
      '',
      event.description,
      '',
      'Ouvrez l’invitation jointe pour ajouter l’événement à votre agenda.',
      `Tous nos événements en détail\u00a0: ${eventsUrl}`,
      '',
      'Si vous ne pouvez plus venir, répondez à ce message\u00a0: nous pourrons ainsi donner votre place à quelqu’un d’autre.',
      '',
      `L’équipe ${company.name}`,
    ],
    inviteDescription: (event, eventsUrl) => `${event.description}\n\nTous nos événements en détail\u00a0: ${eventsUrl}`,
  },
};

/** The address part of `Name <address>` (or the whole value). */
function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox;
}

function utcParts(date: Date): [number, number, number, number, number] {
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
}

/** The event with its words in `language`, and its speakers as the mail lists them: `Name (role)`, guests' roles in `language`. */
function eventInMail(event: CompanyEvent, language: SiteLanguage): { event: CompanyEvent; speakers: string } {
  const { title, description, location, guestRoles } = eventWordsIn(event, language);
  const speakers = event.speakers.map((s) => `${s.name} (${guestRoles[s.name] ?? s.role})`).join(', ');
  return { event: { ...event, title, description, location }, speakers };
}

/**
 * An iCalendar invite (RFC 5545) for the reserved seat, in UTC so every calendar shows local time; our words and the
 * event's (SUMMARY, LOCATION, DESCRIPTION) in `language`.
 */
export function calendarInvite(
  catalogueEvent: CompanyEvent,
  reservationId: string,
  attendee: string,
  organizer: string,
  host: string,
  eventsUrl: string,
  language: SiteLanguage = 'en',
): string {
  const { event } = eventInMail(catalogueEvent, language);
  const { error, value } = createEvent({
    uid: `reservation-${reservationId}@${host}`,
    method: 'REQUEST',
    title: event.title,
    description: reservationWords[language].inviteDescription(event, eventsUrl),
    location: event.location,
    url: eventsUrl,
    start: utcParts(eventStartsAt(event)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(eventEndsAt(event)),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    organizer: { name: company.name, email: addressOf(organizer) },
    attendees: [{ name: attendee, email: attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    productId: `${company.name}//events`,
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be made');
  return value;
}

/** The confirmation to the visitor, with the calendar invite attached, in the reservation's language (links to its events page). */
export function reservationMail(
  config: Pick<Config, 'publicUrl' | 'mailFrom'>,
  catalogueEvent: CompanyEvent,
  reservationId: string,
  email: string,
  language: SiteLanguage = 'en',
): NewMail {
  const host = new URL(config.publicUrl).hostname;
  const eventsUrl = `${config.publicUrl}${pathIn(language, '/events')}`;
  const words = reservationWords[language];
  const { event, speakers } = eventInMail(catalogueEvent, language);
  const when = eventWhen(event, language);
  return {
    kind: 'reservation',
    to: email,
    replyTo: company.email,
    subject: words.subject(event, when),
    text: words.body(event, when, speakers, eventsUrl).join('\n'),
    attachments: [
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: calendarInvite(catalogueEvent, reservationId, email, config.mailFrom, host, eventsUrl, language),
      },
    ],
  };
}
