import { writtenIn, type SiteLanguage } from '@orisun/api/languages';
import type { MailAttachmentRef } from '../db/schema.ts';
import { officeTime } from './officeTime.ts';
import type { NewMail } from '../db/outbox.ts';

/** What a mail about a submission reads of its stored row. */
export interface StoredSubmission {
  id: string;
  createdAt: Date;
  /** The language of the page it was sent from (the request's): other than English, staff are told to answer in it. */
  language?: SiteLanguage;
}

export interface SubmissionMail {
  kind: string;
  /** The company mailbox the form goes to. */
  to: string;
  /** The visitor: the first two lines, and a reply answers them. */
  sender: { name: string; email: string };
  subject: string;
  /** The first line: what arrived, from where. */
  intro: string;
  /** `Label: value` lines after the sender's (before `Received` and `Reference`). */
  fields: readonly (readonly [label: string, value: string])[];
  /** The stored submission: its time, reference and language. */
  row: StoredSubmission;
  /** The visitor's own text, under its label line (`Message:`, `Why do you want to join us?`). */
  body: { label: string; text: string };
  /** The last line: how to answer, and what the page promised. */
  closing: string;
  attachments?: MailAttachmentRef[];
}

/** What staff read under a submission's first line when it was not written in English (`writtenIn`, as on the desk). */
const writtenInLines = (language: SiteLanguage = 'en'): string[] => (language === 'en' ? [] : [writtenIn(language)]);

/** The mail a public form sends to a company mailbox: one shape for every form. */
export function submissionMail(mail: SubmissionMail): NewMail {
  return {
    kind: mail.kind,
    to: mail.to,
    replyTo: mail.sender.email,
    subject: mail.subject,
    text: [
      mail.intro,
      ...writtenInLines(mail.row.language),
      '',
      `Name: ${mail.sender.name}`,
      `E-mail: ${mail.sender.email}`,
      ...mail.fields.map(([label, value]) => `${label}: ${value}`),
      `Received: ${officeTime(mail.row.createdAt)}`,
      `Reference: ${mail.row.id}`,
      '',
      mail.body.label,
      mail.body.text,
      '',
      mail.closing,
    ].join('\n'),
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  };
}
