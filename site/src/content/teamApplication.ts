/**
 * The "Join Our Team" dialog's copy. Its own module: only the dialog (loaded on demand) reads it, so
 * it stays out of the /team page's first load and the page's content stays in the page's own chunk.
 */
import { brand } from './brand.ts';
import { clipForEmail, formDialogCopy, rateLimitedMessage } from './forms.ts';

/**
 * The "Join Our Team" dialog: the application form (`POST /submit_team-form`, multipart with the
 * resume), its upload progress, and its success and error views (docs/product.md §3.2 and §5.4).
 */
export const teamApplication = {
  title: 'Join Our Team',
  description: `Tell ${brand.name} who you are and attach your resume. All fields are required.`,
  fields: {
    name: { label: 'Full name' },
    email: { label: 'E-mail' },
    role: { label: 'Role of interest', hint: 'For example: backend developer, product designer, internship.' },
    message: { label: 'Why do you want to join us?' },
    resume: { label: 'Resume', hint: 'PDF or Word, up to 5 MB' },
    honeypot: { label: formDialogCopy.honeypotLabel },
  },
  submitLabel: 'Submit application',
  submittingLabel: formDialogCopy.submittingLabel,
  cancelLabel: formDialogCopy.cancelLabel,
  /** Names the upload progress bar shown while the application and resume are being sent. */
  progressLabel: 'Uploading your application',
  success: { ...formDialogCopy.success, body: "We'll get back to you once your application is analyzed." },
  error: {
    ...formDialogCopy.error,
    rateLimited: (retryAfterSeconds: number | undefined) => rateLimitedMessage('applications', retryAfterSeconds),
    emailLabel: 'E-mail your application',
  },
  /**
   * The e-mail fallback to the careers mailbox: a prefilled subject, and what the visitor typed as the
   * body (message cut short, since some mail apps refuse very long `mailto:` links). A `mailto:` link
   * cannot carry the file, so the body asks for it.
   */
  emailSubject: 'Team application',
  emailBody: (application: { name: string; email: string; role: string; message: string }) =>
    `Name: ${application.name}\nE-mail: ${application.email}\nRole of interest: ${application.role}\n\n${clipForEmail(application.message)}\n\n(Please attach your resume, PDF or Word, to this e-mail.)\n`,
} as const;
