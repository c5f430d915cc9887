import { endpoints } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertBrief } from '../db/briefs.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { acceptSubmission, publicFormRoute, type FormRoutesOptions } from '../http/forms.ts';
import { briefMail } from '../mail/briefs.ts';
import { enqueueMail } from '../mail/outbox.ts';

export const briefAcceptedMessage = "Thank you for your submission! We'll get back to you within 24 hours.";

/**
 * `POST /submit-form`: the project brief. The row and the company's mail are stored in one
 * transaction, so a 200 means both are on disk; the mail itself goes out through the outbox.
 */
export const briefRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, options) => {
  app.route({
    ...endpointRoute(endpoints.submitProjectBrief),
    config: publicFormRoute(options.config),
    handler: async (request, reply) => {
      const brief = request.body;
      await acceptSubmission(request, options, {
        form: 'project-brief',
        honeypot: brief.website,
        store: async (tx) => enqueueMail(tx, briefMail(options.config, brief, await insertBrief(tx, brief))),
      });
      return reply.status(200).send({ message: briefAcceptedMessage });
    },
  });
};
