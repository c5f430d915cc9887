import type { ResumeFileType, TeamApplicationFields } from '@orisun/api';
import type { Config } from '../config.ts';
import type { StoredResume } from '../db/applications.ts';
import { filenameSlug } from '../storage/uploads.ts';
import type { NewMail } from '../db/outbox.ts';
import { submissionMail, type StoredSubmission } from './submission.ts';

/** `1.2 MB`, `340 KB`: a size for people. */
function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The application, to the careers mailbox (`MAIL_TO_CAREERS`), the resume attached under a name made from the applicant's. */
export function teamApplicationMail(
  config: Pick<Config, 'mailTo'>,
  application: TeamApplicationFields,
  resume: StoredResume,
  type: ResumeFileType,
  row: StoredSubmission,
): NewMail {
  const slug = filenameSlug(application.name);
  const attachmentName = `${slug ? `resume-${slug}` : 'resume'}${type.extension}`;
  return submissionMail({
    kind: 'team-application',
    to: config.mailTo.careers,
    sender: application,
    subject: `Team application: ${application.role} from ${application.name}`,
    intro: 'A new team application arrived from the website.',
    fields: [
      ['Role of interest', application.role],
      ['Resume', `attached as ${attachmentName} (${type.label}, ${formatBytes(resume.bytes)}; the applicant's file was named "${resume.filename}")`],
    ],
    row,
    body: { label: 'Why do you want to join us?', text: application.message },
    closing: `Reply to this mail to answer ${application.name} directly.`,
    attachments: [{ filename: attachmentName, path: resume.path, contentType: type.mimeType }],
  });
}
