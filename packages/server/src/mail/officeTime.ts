import { formatDateTime } from '@orisun/api';
import type { SiteLanguage } from '@orisun/api/languages';

/**
 * An instant as mail shows it, in the offices' time zone (West Africa Time) with its name (`formatDateTime`):
 * `medium` `21 Nov 2026, 09:30 WAT` (French `21 nov. 2026, 09:30 WAT`, `1er déc. 2026` on the first), when a
 * submission arrived or a ticket was answered; `full` `Thursday, 11 February 2027 at 15:00 WAT` (an event's mail
 * writes its own zone: `eventWhen`).
 */
export function officeTime(date: Date, style: 'medium' | 'full' = 'medium', language: SiteLanguage = 'en'): string {
  return `${formatDateTime(date, language, { date: style, time: true })} WAT`;
}
