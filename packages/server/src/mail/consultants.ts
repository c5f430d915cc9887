import { consultantAvailabilityLabels, type ConsultantApplication } from '@orisun/api';
import { company } from '@orisun/api/company';
import type { Config } from '../config.ts';
import { locationOf, rateToCents } from '../db/consultants.ts';
import type { NewMail } from '../db/outbox.ts';
import { submissionMail, type StoredSubmission } from './submission.ts';

/** `75 USD/hour`, `75.50 USD/hour`. */
export function formatHourlyRate(cents: number): string {
  const amount = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return `${amount} USD/hour`;
}

/** The application, to the Expert Network's mailbox (`MAIL_TO_CONSULTANTS`). */
export function consultantApplicationMail(
  config: Pick<Config, 'mailTo'>,
  application: ConsultantApplication,
  row: StoredSubmission,
): NewMail {
  return submissionMail({
    kind: 'consultant-application',
    to: config.mailTo.consultants,
    sender: application,
    subject: `Expert Network application: ${application.name}`,
    intro: 'A new application to the Expert Network arrived from the consultants page.',
    fields: [
      ['Portfolio', application.portfolioUrl],
      ['Hourly rate', formatHourlyRate(rateToCents(application.rate))],
      ['Availability', consultantAvailabilityLabels[application.availability]],
      ['Expertise', application.expertise.join(', ')],
      ['Location', locationOf(application) ?? 'not given'],
      [`On the ${company.name} team`, application.isCompanyMember ? 'yes' : 'no'],
    ],
    row,
    body: { label: 'Bio:', text: application.bio },
    closing: `Reply to this mail to answer ${application.name} directly. The page told them we will review the application.`,
  });
}
