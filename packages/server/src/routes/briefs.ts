import { endpoints } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { OpenedDatabase } from '../db/index.ts';
import { projectBriefs } from '../db/schema.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { caughtByHoneypot, publicFormRoute, receivedAt } from '../http/forms.ts';
import { enqueueMail, type MailOutbox } from '../mail/outbox.ts';

export interface FormRoutesOptions {
  config: Config;
  database: OpenedDatabase;
  outbox: MailOutbox;
}

export const briefAcceptedMessage = "Thank you for your submission! We'll get back to you within 24 hours.";

/**
 * `POST /submit-form`: the project brief. The row and the company's mail are stored in one
 * transaction, so a 200 means both are on disk; the mail itself goes out through the outbox.
 */
export const briefRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { config, database, outbox }) => {
  app.route({
    ...endpointRoute(endpoints.submitProjectBrief),
    config: publicFormRoute(config),
    handler: async (request, reply) => {
      const brief = request.body;
      if (caughtByHoneypot(brief.website)) {
        request.log.info({ form: 'project-brief' }, 'honeypot filled: submission dropped');
        return reply.status(200).send({ message: briefAcceptedMessage });
      }
      await database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(projectBriefs)
          .values({ name: brief.name, email: brief.email, projectType: brief.projectType, details: brief.details })
          .returning({ id: projectBriefs.id, createdAt: projectBriefs.createdAt });
        await enqueueMail(tx, {
          kind: 'project-brief',
          to: config.mailTo.briefs,
          replyTo: brief.email,
          subject: `Project brief: ${brief.projectType} for ${brief.name}`,
          text: [
            'A new project brief arrived from the website.',
            '',
            `Name: ${brief.name}`,
            `E-mail: ${brief.email}`,
            `Project type: ${brief.projectType}`,
            `Received: ${receivedAt(row?.createdAt)}`,
            `Reference: ${row?.id ?? ''}`,
            '',
            'Project details:',
            brief.details,
            '',
            `Reply to this mail to answer ${brief.name} directly. We promised a reply within 24 hours.`,
          ].join('\n'),
        });
      });
      outbox.nudge();
      return reply.status(200).send({ message: briefAcceptedMessage });
    },
  });
};
