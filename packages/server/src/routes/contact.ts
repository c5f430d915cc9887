import { endpoints } from '@orisun/api';
import { company } from '@orisun/api/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../db/schema.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { caughtByHoneypot, publicFormRoute, receivedAt } from '../http/forms.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { FormRoutesOptions } from './briefs.ts';

/** "Message Sent! Our Lagos team will respond within 24 hours." (spec section 2, contact screen). */
export function contactAcceptedMessage(city: string): string {
  return `Message Sent! Our ${city} team will respond within 24 hours.`;
}

/**
 * `POST /contact` (`GET /contact` is the page): the message is stored and mailed, in one
 * transaction, to the mailbox of the office the visitor chose (`MAIL_TO_<CITY>`).
 */
export const contactRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { config, database, outbox }) => {
  app.route({
    ...endpointRoute(endpoints.sendContactMessage),
    config: publicFormRoute(config),
    handler: async (request, reply) => {
      const contact = request.body;
      const office = company.offices.find((o) => o.id === contact.office) ?? company.offices[0];
      if (caughtByHoneypot(contact.website)) {
        request.log.info({ form: 'contact' }, 'honeypot filled: submission dropped');
        return reply.status(200).send({ message: contactAcceptedMessage(office.city) });
      }
      await database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ officeId: office.id, name: contact.name, email: contact.email, message: contact.message })
          .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
        await enqueueMail(tx, {
          kind: 'contact-message',
          to: config.mailTo.offices[office.id],
          replyTo: contact.email,
          subject: `Contact form (${office.city}): message from ${contact.name}`,
          text: [
            `A visitor wrote to the ${office.city} office through the contact page.`,
            '',
            `Name: ${contact.name}`,
            `E-mail: ${contact.email}`,
            `Office: ${office.city}, ${office.country}`,
            `Received: ${receivedAt(row?.createdAt)}`,
            `Reference: ${row?.id ?? ''}`,
            '',
            'Message:',
            contact.message,
            '',
            `Reply to this mail to answer ${contact.name} directly. The page promised a reply within 24 hours.`,
          ].join('\n'),
        });
      });
      outbox.nudge();
      return reply.status(200).send({ message: contactAcceptedMessage(office.city) });
    },
  });
};
