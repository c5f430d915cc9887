/**
 * The "Join Our Team" dialog's copy. Its own module: only the dialog (loaded on demand) reads it, so
 * it stays out of the /team page's first load and the page's content stays in the page's own chunk. The words are
 * the `teamApplication` messages (site/messages).
 */
import * as m from '#messages';
import { brand } from './brand.ts';
import { clipForEmail, formDialogCopy, rateLimitedMessage } from './forms.ts';

/**
 * The "Join Our Team" dialog: the application form (`POST /submit_team-form`, multipart with the
 * resume), its upload progress, and its success and error views (docs/product.md §3.2 and §5.4).
 */
export const teamApplication = {
  title: m.teamApplication_title(),
  description: m.teamApplication_description({ brand: brand.name }),
  fields: {
    name: { label: m.teamApplication_nameLabel() },
    email: { label: m.teamApplication_emailFieldLabel() },
    role: { label: m.teamApplication_roleLabel(), hint: m.teamApplication_roleHint() },
    message: { label: m.teamApplication_messageLabel() },
    resume: { label: m.teamApplication_resumeLabel(), hint: m.teamApplication_resumeHint() },
    honeypot: { label: formDialogCopy.honeypotLabel },
  },
  submitLabel: m.teamApplication_submitLabel(),
  submittingLabel: formDialogCopy.submittingLabel,
  cancelLabel: formDialogCopy.cancelLabel,
  /** Names the upload progress bar shown while the application and resume are being sent. */
  progressLabel: m.teamApplication_progressLabel(),
  success: { ...formDialogCopy.success, body: m.teamApplication_successBody() },
  error: {
    ...formDialogCopy.error,
    rateLimited: (retryAfterSeconds: number | undefined) => rateLimitedMessage(m.teamApplication_rateLimitedItems(), retryAfterSeconds),
    emailLabel: m.teamApplication_errorEmailLabel(),
  },
  /**
   * The e-mail fallback to the careers mailbox: a prefilled subject, and what the visitor typed as the
   * body (message cut short, since some mail apps refuse very long `mailto:` links). A `mailto:` link
   * cannot carry the file, so the body asks for it.
   */
  emailSubject: m.teamApplication_emailSubject(),
  emailBody: (application: { name: string; email: string; role: string; message: string }) =>
    m.teamApplication_emailBody({ name: application.name, email: application.email, role: application.role, message: clipForEmail(application.message) }),
} as const;
