import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { reservationSchema } from '../schemas/events.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';

/** The events page's seat reservations. Part of `endpoints` (./index.ts). */
export const eventEndpoints = {
  reserveEventSeat: defineEndpoint({
    method: 'POST',
    path: '/reservation',
    summary:
      'Reserves a seat at a featured upcoming event and mails a confirmation with a calendar invite (404 unknown event, 409 past, full or already reserved).',
    body: reservationSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
