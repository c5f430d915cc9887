/**
 * Copy and timing shared by the site's forms (the project brief on the home page, the team
 * application on /team): the submit button while sending, the honeypot, and the outcome views of
 * docs/product.md §3.1 and §3.14. Each form's own module (home.ts, team.ts) adds what differs.
 */

/**
 * What a form says when the server could not be reached (offline, or a network that gave up): that nothing was
 * sent, so the visitor knows to send it again. Each form adds that what they typed is still there.
 */
export const offlineNotSent = 'You seem to be offline: nothing was sent. Check your connection and try again.';

/** How long a form dialog's thank-you view stays before the dialog closes by itself (docs/product.md §5.10). */
export const formSuccessAutoCloseMs = 10_000;

/** Minutes or hours, rounded up, for "wait {duration}" (429 answers carry seconds). */
export function waitDuration(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
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
  submittingLabel: 'Submitting...',
  cancelLabel: 'Cancel',
  /** The honeypot: hidden from people and screen readers, so only robots fill it. */
  honeypotLabel: 'Leave this field empty',
  success: { title: 'Thank you for your submission!', closeLabel: 'Close' },
  error: { title: 'Something went wrong!', body: 'Please try again or contact us directly.', retryLabel: 'Try again' },
} as const;

/**
 * The 429 sentence: `what` is what the visitor sent too often, in the plural ("briefs", "applications").
 */
export function rateLimitedMessage(what: string, retryAfterSeconds: number | undefined): string {
  const wait = retryAfterSeconds === undefined ? 'a few minutes' : waitDuration(retryAfterSeconds);
  return `You have sent several ${what} in a short time. Please wait ${wait} before trying again.`;
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
