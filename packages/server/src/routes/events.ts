import { acceptedAnswers, endpoints, reservationAnswers } from '@orisun/api';
import { events as companyEvents, eventWordsIn, isPastEvent, takesReservations, type CompanyEvent } from '@orisun/api/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneReservationPerEmail, reserveSeat } from '../db/events.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { acceptSubmission, publicFormRoute, type FormRoutesOptions } from '../http/forms.ts';
import { currentLanguage } from '../http/language.ts';
import { reservationMail } from '../mail/events.ts';
import { enqueueMail } from '../db/outbox.ts';

export interface EventRoutesOptions extends FormRoutesOptions {
  /** The events that can be reserved (default: the site's events content). */
  events?: readonly CompanyEvent[];
  /** The current time (tests fix it, so the content's dates never turn a test into a time bomb). */
  now?: () => Date;
}

/**
 * `POST /reservation`: a seat at a featured upcoming event. One reservation per e-mail and event,
 * at most `capacity` per event (checked under a per-event transaction lock, so two last-seat
 * requests cannot both win), and a confirmation mail with a calendar invite to the visitor.
 */
export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, options) => {
  const list = options.events ?? companyEvents;
  const now = options.now ?? (() => new Date());

  app.route({
    ...endpointRoute(endpoints.reserveEventSeat),
    config: publicFormRoute(options.config),
    handler: async (request, reply) => {
      const body = request.body;
      const event = list.find((e) => e.title === body.title && e.date === body.date && e.time === body.time);
      if (!event) throw new HttpError(404, reservationAnswers.notFound);
      if (isPastEvent(event, now())) throw new HttpError(409, reservationAnswers.past);
      if (!takesReservations(event, now())) throw new HttpError(409, reservationAnswers.elsewhere);
      // The page's language: staff see it in the inbox, and the visitor's mail and invite are in it.
      const language = currentLanguage();
      await acceptSubmission(request, options, {
        form: 'reservation',
        honeypot: body.website,
        store: async (tx) => {
          const seat = await reserveSeat(tx, event, body.email.toLowerCase(), language);
          if (!seat.reserved) throw new HttpError(409, reservationAnswers[seat.reason]);
          await enqueueMail(tx, reservationMail(options.config, event, seat.id, body.email, language));
        },
        // The unique index is the last guard (two servers on one PostgreSQL); it means the same as the check.
        duplicate: { index: oneReservationPerEmail, message: reservationAnswers.duplicate },
      });
      // The answer the page shows names the event as that language's page does (the request names it by its catalogue title).
      return reply.status(200).send({ message: acceptedAnswers.reservation(eventWordsIn(event, language).title, body.email) });
    },
  });
};
