import type { Config } from '../config.ts';

/**
 * Route config of every public form (`config: publicFormRoute(config)`): at most
 * `FORM_RATE_LIMIT_PER_HOUR` submissions per IP address per form per hour (default 20), then 429
 * with `Retry-After`.
 */
export function publicFormRoute(config: Pick<Config, 'formRateLimitPerHour'>) {
  return { rateLimit: { max: config.formRateLimitPerHour, timeWindow: '1 hour' } };
}

/** Whether a submission filled the honeypot field that people never see (see `honeypotSchema`). */
export function caughtByHoneypot(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

const receivedFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** `21 Nov 2026, 09:30 WAT`: when a submission arrived, in the offices' time zone. */
export function receivedAt(date: Date = new Date()): string {
  return `${receivedFormat.format(date)} WAT`;
}
