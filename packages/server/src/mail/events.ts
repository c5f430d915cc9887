import { company, eventEndsAt, eventStartsAt, type CompanyEvent } from '@orisun/api/company';
import { createEvent } from 'ics';
import type { Config } from '../config.ts';
import { officeTime } from './officeTime.ts';
import type { NewMail } from '../db/outbox.ts';

/** `Thursday, 11 February 2027 at 15:00 WAT`. */
export function eventWhen(event: CompanyEvent): string {
  return officeTime(eventStartsAt(event), 'full');
}

/** The address part of `Name <address>` (or the whole value). */
function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox;
}

function utcParts(date: Date): [number, number, number, number, number] {
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
}

/** An iCalendar invite (RFC 5545) for the reserved seat, in UTC so every calendar shows local time. */
export function calendarInvite(event: CompanyEvent, reservationId: string, attendee: string, organizer: string, host: string, eventsUrl: string): string {
  const { error, value } = createEvent({
    uid: `reservation-${reservationId}@${host}`,
    method: 'REQUEST',
    title: event.title,
    description: `${event.description}\n\n${eventsUrl}`,
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

/** The confirmation to the visitor, with the calendar invite attached. */
export function reservationMail(config: Pick<Config, 'publicUrl' | 'mailFrom'>, event: CompanyEvent, reservationId: string, email: string): NewMail {
  const host = new URL(config.publicUrl).hostname;
  const eventsUrl = `${config.publicUrl}/events`;
  return {
    kind: 'reservation',
    to: email,
    replyTo: company.email,
    subject: `Your seat: ${event.title}, ${eventWhen(event)}`,
    text: [
      `Thank you for reserving a seat at ${event.title}.`,
      '',
      `When: ${eventWhen(event)} (${event.durationMinutes} minutes)`,
      `Where: ${event.location}`,
      `Speakers: ${event.speakers.map((s) => `${s.name} (${s.role})`).join(', ')}`,
      '',
      event.description,
      '',
      'The calendar invite attached adds it to your calendar.',
      `Details of all our events: ${eventsUrl}`,
      '',
      `If you can no longer come, reply to this mail so we can give your seat to someone else.`,
      '',
      company.name,
    ].join('\n'),
    attachments: [
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: calendarInvite(event, reservationId, email, config.mailFrom, host, eventsUrl),
      },
    ],
  };
}
