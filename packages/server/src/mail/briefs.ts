import type { ProjectBrief } from '@orisun/api';
import type { Config } from '../config.ts';
import type { NewMail } from '../db/outbox.ts';
import { submissionMail, type StoredSubmission } from './submission.ts';

/** The project brief, to the briefs mailbox (`MAIL_TO_BRIEFS`). */
export function briefMail(config: Pick<Config, 'mailTo'>, brief: ProjectBrief, row: StoredSubmission): NewMail {
  return submissionMail({
    kind: 'project-brief',
    to: config.mailTo.briefs,
    sender: brief,
    subject: `Project brief: ${brief.projectType} for ${brief.name}`,
    intro: 'A new project brief arrived from the website.',
    fields: [['Project type', brief.projectType]],
    row,
    body: { label: 'Project details:', text: brief.details },
    closing: `Reply to this mail to answer ${brief.name} directly. We promised a reply within 24 hours.`,
  });
}
