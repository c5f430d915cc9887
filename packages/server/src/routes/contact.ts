import { endpoints } from '@orisun/api';
import { company } from '@orisun/api/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertContactMessage } from '../db/contact.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { acceptSubmission, publicFormRoute, type FormRoutesOptions } from '../http/forms.ts';
import { contactMail } from '../mail/contact.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** "Message Sent! Our Lagos team will respond within 24 hours." (spec section 2, contact screen). */
export function contactAcceptedMessage(city: string): string {
  return `Message Sent! Our ${city} team will respond within 24 hours.`;
}

/**
 * `POST /contact` (`GET /contact` is the page): the message is stored and mailed, in one
 * transaction, to the mailbox of the office the visitor chose (`MAIL_TO_<CITY>`).
 */
export const contactRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, options) => {
  app.route({
    ...endpointRoute(endpoints.sendContactMessage),
    config: publicFormRoute(options.config),
    handler: async (request, reply) => {
      const contact = request.body;
      const office = company.offices.find((o) => o.id === contact.office) ?? company.offices[0];
      await acceptSubmission(request, options, {
        form: 'contact',
        honeypot: contact.website,
        store: async (tx) => enqueueMail(tx, contactMail(options.config, office, contact, await insertContactMessage(tx, office.id, contact))),
      });
      return reply.status(200).send({ message: contactAcceptedMessage(office.city) });
    },
  });
};
