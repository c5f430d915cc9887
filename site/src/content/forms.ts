/**
 * Copy and timing shared by the site's forms (the project brief on the home page, the team
 * application on /team): the submit button while sending, the honeypot, and the outcome views of
 * docs/product.md §3.1 and §3.14. Each form's own module (home.ts, team.ts) adds what differs.
 * The words are the `forms` messages (site/messages).
 */
import * as m from '#messages';
import { intlLocales, locale } from '../i18n/index.ts';

/**
 * What a form says when the server could not be reached (offline, or a network that gave up): that nothing was
 * sent, so the visitor knows to send it again. Each form adds that what they typed is still there.
 */
export const offlineNotSent = m.forms_offlineNotSent();

/** How long a form dialog's thank-you view stays before the dialog closes by itself (docs/product.md §5.10). */
export const formSuccessAutoCloseMs = 10_000;

/** Whether a count takes the singular in this build's language (1 in English; 0 and 1 in French). */
const pluralRules = new Intl.PluralRules(intlLocales[locale]);
const singular = (n: number) => pluralRules.select(n) === 'one';

/** Minutes or hours, rounded up, for "wait {duration}" (429 answers carry seconds), in this build's language. */
export function waitDuration(seconds: number): string {
  if (seconds < 60) {
    const count = Math.max(1, Math.ceil(seconds));
    return singular(count) ? m.forms_waitSecond({ count }) : m.forms_waitSeconds({ count });
  }
  if (seconds < 3600) {
    const count = Math.ceil(seconds / 60);
    return singular(count) ? m.forms_waitMinute({ count }) : m.forms_waitMinutes({ count });
  }
  const count = Math.ceil(seconds / 3600);
  return singular(count) ? m.forms_waitHour({ count }) : m.forms_waitHours({ count });
}

/** What a form dialog's outcome views say (`FormDialogOutcome` shows them). */
export interface FormOutcomeCopy {
  success: { title: string; body: string; closeLabel: string };
  error: {
    title: string;
    body: string;
    /** Shown under the body after a 429: how long to wait before trying again. */
    rateLimited: (retryAfterSeconds: number | undefined) => string;
    retryLabel: string;
    /** The e-mail fallback link. */
    emailLabel: string;
  };
}

/** The words every form dialog shares (docs/product.md §3.1 and §3.14). */
export const formDialogCopy = {
  submittingLabel: m.forms_submittingLabel(),
  cancelLabel: m.forms_cancelLabel(),
  /** The honeypot: hidden from people and screen readers, so only robots fill it. */
  honeypotLabel: m.forms_honeypotLabel(),
  success: { title: m.forms_successTitle(), closeLabel: m.forms_successCloseLabel() },
  error: { title: m.forms_errorTitle(), body: m.forms_errorBody(), retryLabel: m.forms_errorRetryLabel() },
} as const;

/**
 * The 429 sentence: `what` is what the visitor sent too often, in the plural and in this build's language (a message
 * of the form's own namespace: "briefs", "applications"; French "candidatures").
 */
export function rateLimitedMessage(what: string, retryAfterSeconds: number | undefined): string {
  const wait = retryAfterSeconds === undefined ? m.forms_aFewMinutes() : waitDuration(retryAfterSeconds);
  return m.forms_rateLimited({ what, wait });
}

/** A `mailto:` link with a prefilled subject (and body). */
export function mailtoWith(email: string, subject: string, body?: string): string {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${email}?${params.join('&')}`;
}

/** Cuts a long text for a `mailto:` body (some mail apps refuse very long links). */
export function clipForEmail(text: string, max = 1500): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
