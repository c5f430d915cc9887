import { endpoints } from '@orisun/api';
import { company } from '@orisun/api/company';
import { eventEndsAt, eventStartsAt, events as companyEvents, isPastEvent, takesReservations, type CompanyEvent } from '@orisun/api/company';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEvent } from 'ics';
import { pgCode } from '../db/errors.ts';
import { reservations } from '../db/schema.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { caughtByHoneypot, publicFormRoute } from '../http/forms.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { FormRoutesOptions } from './briefs.ts';

export interface EventRoutesOptions extends FormRoutesOptions {
  /** The events that can be reserved (default: the site's events content). */
  events?: readonly CompanyEvent[];
  /** The current time (tests fix it, so the content's dates never turn a test into a time bomb). */
  now?: () => Date;
}

export const reservationMessages = {
  notFound: 'We could not find this event. Please reload the events page and try again.',
  past: 'This event has already taken place, so it no longer takes reservations.',
  elsewhere: 'Seats for this event are not reserved here: please use its registration link.',
  duplicate: 'You have already reserved a seat at this event with this e-mail address.',
  full: 'Sorry, this event is full: every seat has been reserved.',
} as const;

const whenFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'full', timeStyle: 'short' });

/** `Thursday, 11 February 2027 at 15:00 WAT`. */
export function eventWhen(event: CompanyEvent): string {
  return `${whenFormat.format(eventStartsAt(event))} WAT`;
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

/**
 * `POST /reservation`: a seat at a featured upcoming event. One reservation per e-mail and event,
 * at most `capacity` per event (checked under a per-event transaction lock, so two last-seat
 * requests cannot both win), and a confirmation mail with a calendar invite to the visitor.
 */
export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, options) => {
  const { config, database, outbox } = options;
  const list = options.events ?? companyEvents;
  const now = options.now ?? (() => new Date());
  const host = new URL(config.publicUrl).hostname;
  const eventsUrl = `${config.publicUrl}/events`;

  app.route({
    ...endpointRoute(endpoints.reserveEventSeat),
    config: publicFormRoute(config),
    handler: async (request, reply) => {
      const body = request.body;
      const event = list.find((e) => e.title === body.title && e.date === body.date && e.time === body.time);
      if (!event) throw new HttpError(404, reservationMessages.notFound);
      if (isPastEvent(event, now())) throw new HttpError(409, reservationMessages.past);
      if (!takesReservations(event, now())) throw new HttpError(409, reservationMessages.elsewhere);
      const message = `Your seat at ${event.title} is reserved. We've e-mailed the details and a calendar invite to ${body.email}.`;
      if (caughtByHoneypot(body.website)) {
        request.log.info({ form: 'reservation' }, 'honeypot filled: submission dropped');
        return reply.status(200).send({ message });
      }
      const email = body.email.toLowerCase();
      try {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reservation:${event.id}`}))`);
          const [taken] = await tx.select({ n: count() }).from(reservations).where(eq(reservations.eventId, event.id));
          const [mine] = await tx.select({ n: count() }).from(reservations).where(and(eq(reservations.eventId, event.id), eq(reservations.email, email)));
          if ((mine?.n ?? 0) > 0) throw new HttpError(409, reservationMessages.duplicate);
          if ((taken?.n ?? 0) >= event.capacity) throw new HttpError(409, reservationMessages.full);
          const [row] = await tx.insert(reservations).values({ eventId: event.id, email }).returning({ id: reservations.id });
          if (!row) throw new Error('The reservation was not stored');
          await enqueueMail(tx, {
            kind: 'reservation',
            to: body.email,
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
                content: calendarInvite(event, row.id, body.email, config.mailFrom, host, eventsUrl),
              },
            ],
          });
        });
      } catch (error) {
        // The unique index is the last guard (e.g. a race on PGlite's single connection cannot
        // happen, but two servers on one PostgreSQL could); it means the same as the check above.
        if (pgCode(error) === '23505') throw new HttpError(409, reservationMessages.duplicate);
        throw error;
      }
      outbox.nudge();
      return reply.status(200).send({ message });
    },
  });
};
