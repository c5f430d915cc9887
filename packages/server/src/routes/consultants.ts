import { consultantApplicationMessages, consultantAvailabilityLabels, endpoints } from '@orisun/api';
import { company } from '@orisun/api/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { violatesUniqueIndex } from '../db/errors.ts';
import { consultantApplications } from '../db/schema.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { caughtByHoneypot, publicFormRoute, receivedAt } from '../http/forms.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { FormRoutesOptions } from './briefs.ts';

/** The unique index on `lower(email)` (db/schema.ts): one application per e-mail address. */
const oneApplicationPerEmail = 'consultant_applications_email_idx';

/** US dollars (the contract's unit, at most two decimals) to whole cents, so the rate is stored exactly. */
export function rateToCents(rateUsd: number): number {
  return Math.round(rateUsd * 100);
}

/** `75 USD/hour`, `75.50 USD/hour`. */
export function formatHourlyRate(cents: number): string {
  const amount = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return `${amount} USD/hour`;
}

/**
 * `POST /api/consultant-applications`: an application to the Expert Network. The row and the
 * network's mail are stored in one transaction; a second application from the same e-mail address
 * (whatever its case) is refused with 409 by the unique index, so two at once cannot both get in.
 */
export const consultantRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { config, database, outbox }) => {
  app.route({
    ...endpointRoute(endpoints.submitConsultantApplication),
    config: publicFormRoute(config),
    handler: async (request, reply) => {
      const application = request.body;
      if (caughtByHoneypot(application.website)) {
        request.log.info({ form: 'consultant-application' }, 'honeypot filled: submission dropped');
        return reply.status(200).send({ message: consultantApplicationMessages.accepted });
      }
      const hourlyRateCents = rateToCents(application.rate);
      const location = application.location === undefined || application.location === '' ? null : application.location;
      try {
        await database.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(consultantApplications)
            .values({
              name: application.name,
              email: application.email,
              portfolioUrl: application.portfolioUrl,
              hourlyRateCents,
              availability: application.availability,
              expertise: application.expertise,
              bio: application.bio,
              location,
              isCompanyMember: application.isCompanyMember,
            })
            .returning({ id: consultantApplications.id, createdAt: consultantApplications.createdAt });
          await enqueueMail(tx, {
            kind: 'consultant-application',
            to: config.mailTo.consultants,
            replyTo: application.email,
            subject: `Expert Network application: ${application.name}`,
            text: [
              'A new application to the Expert Network arrived from the consultants page.',
              '',
              `Name: ${application.name}`,
              `E-mail: ${application.email}`,
              `Portfolio: ${application.portfolioUrl}`,
              `Hourly rate: ${formatHourlyRate(hourlyRateCents)}`,
              `Availability: ${consultantAvailabilityLabels[application.availability]}`,
              `Expertise: ${application.expertise.join(', ')}`,
              `Location: ${location ?? 'not given'}`,
              `On the ${company.name} team: ${application.isCompanyMember ? 'yes' : 'no'}`,
              `Received: ${receivedAt(row?.createdAt)}`,
              `Reference: ${row?.id ?? ''}`,
              '',
              'Bio:',
              application.bio,
              '',
              `Reply to this mail to answer ${application.name} directly. The page told them we will review the application.`,
            ].join('\n'),
          });
        });
      } catch (error) {
        // The index, not a prior look-up, decides: two applications at once cannot both pass a check.
        // The failed insert rolls the whole transaction back, so nothing is stored and nothing mailed.
        if (violatesUniqueIndex(error, oneApplicationPerEmail)) throw new HttpError(409, consultantApplicationMessages.duplicate);
        throw error;
      }
      outbox.nudge();
      return reply.status(200).send({ message: consultantApplicationMessages.accepted });
    },
  });
};
