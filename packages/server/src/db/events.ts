import type { CompanyEvent } from '@orisun/api/company';
import type { SiteLanguage } from '@orisun/api/languages';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Transaction } from './index.ts';
import { reservations } from './schema.ts';

/** The unique index on (event, e-mail): one reservation per address and event. */
export const oneReservationPerEmail = 'reservations_event_email_idx';

export type ReserveSeatResult = { reserved: true; id: string } | { reserved: false; reason: 'duplicate' | 'full' };

/**
 * Reserves a seat at `event` for `email` (lower-cased), asked for in `language` (its page's), under a per-event
 * transaction lock, so two last-seat requests cannot both win: not reserved when the address has a seat already or
 * none is left.
 */
export async function reserveSeat(tx: Transaction, event: CompanyEvent, email: string, language: SiteLanguage): Promise<ReserveSeatResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reservation:${event.id}`}))`);
  const [taken] = await tx.select({ n: count() }).from(reservations).where(eq(reservations.eventId, event.id));
  const [mine] = await tx.select({ n: count() }).from(reservations).where(and(eq(reservations.eventId, event.id), eq(reservations.email, email)));
  if ((mine?.n ?? 0) > 0) return { reserved: false, reason: 'duplicate' };
  if ((taken?.n ?? 0) >= event.capacity) return { reserved: false, reason: 'full' };
  const [row] = await tx.insert(reservations).values({ eventId: event.id, email, language }).returning({ id: reservations.id });
  if (!row) throw new Error('The reservation was not stored');
  return { reserved: true, id: row.id };
}
