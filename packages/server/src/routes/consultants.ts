import { consultantApplicationMessages, endpoints } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertConsultantApplication, oneApplicationPerEmail } from '../db/consultants.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { acceptSubmission, publicFormRoute, type FormRoutesOptions } from '../http/forms.ts';
import { consultantApplicationMail } from '../mail/consultants.ts';
import { enqueueMail } from '../mail/outbox.ts';

/**
 * `POST /api/consultant-applications`: an application to the Expert Network. The row and the
 * network's mail are stored in one transaction; a second application from the same e-mail address
 * (whatever its case) is refused with 409 by the unique index, so two at once cannot both get in.
 */
export const consultantRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, options) => {
  app.route({
    ...endpointRoute(endpoints.submitConsultantApplication),
    config: publicFormRoute(options.config),
    handler: async (request, reply) => {
      const application = request.body;
      await acceptSubmission(request, options, {
        form: 'consultant-application',
        honeypot: application.website,
        store: async (tx) =>
          enqueueMail(tx, consultantApplicationMail(options.config, application, await insertConsultantApplication(tx, application))),
        duplicate: { index: oneApplicationPerEmail, message: consultantApplicationMessages.duplicate },
      });
      return reply.status(200).send({ message: consultantApplicationMessages.accepted });
    },
  });
};
