import { z } from '../zod.ts';
import { saying } from '../messages/index.ts';
import { emailAddressSchema, honeypotSchema, requiredLine } from './forms.ts';

/**
 * `POST /reservation` (the spec's payload: email, date, time, title): a seat at a featured upcoming
 * event. The server finds the event by its title, date and time in the events content and refuses
 * past events, full events and a second reservation by the same e-mail.
 */
export const reservationSchema = z.object({
  email: emailAddressSchema,
  date: z.string(saying((m) => m.event.dateMissing)).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, saying((m) => m.event.dateFormat))),
  time: z.string(saying((m) => m.event.timeMissing)).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, saying((m) => m.event.timeFormat))),
  title: requiredLine('eventTitle', 200),
  website: honeypotSchema,
});
export type ReservationInput = z.input<typeof reservationSchema>;
export type Reservation = z.output<typeof reservationSchema>;
