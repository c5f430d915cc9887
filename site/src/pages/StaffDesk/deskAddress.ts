import { normalizeTicketReference, ticketViews, type TicketView } from '@orisun/api';
import { staffPaths } from '../../content/staffDesk.ts';

/** The desk's sections other than the ticket views. */
export const deskSections = ['inbox', 'replies', 'mail', 'forum', 'forum-threads', 'forum-bans', 'forum-log', 'users'] as const;
export type DeskSection = (typeof deskSections)[number];

/** What the side list shows: a view of the tickets, or another section. */
export type DeskPlace = TicketView | DeskSection;

/** The view the desk opens on. */
export const defaultView: TicketView = 'open';

/**
 * Where the desk is, as its address says: `/admin/dashboard?view=unassigned&ticket=ORI-…&q=…&page=2`. The address is
 * the state, so a reload, Back and a shared link land on the same view and ticket.
 */
export interface DeskAddress {
  place: DeskPlace;
  /** The open ticket's reference (canonical), if any. */
  ticket: string | undefined;
  /** A search of every ticket, when one is typed (the list shows its results instead of the view's). */
  q: string;
  page: number;
}

const isView = (value: string | null): value is TicketView => ticketViews.includes(value as TicketView);
const isSection = (value: string | null): value is DeskSection => deskSections.includes(value as DeskSection);

/** The old tabs' addresses (`?tab=inbox`), so links and bookmarks from before the shell keep working. */
const oldTabs: Record<string, DeskPlace> = { tickets: 'open', inbox: 'inbox', replies: 'replies', mail: 'mail', forum: 'forum', users: 'users' };

/** Reads the address; unknown values fall back to the default view. */
export function readDeskAddress(params: URLSearchParams): DeskAddress {
  const view = params.get('view');
  const tab = params.get('tab');
  const place: DeskPlace = isView(view) || isSection(view) ? view : ((tab ? oldTabs[tab] : undefined) ?? defaultView);
  const page = Number(params.get('page'));
  const reference = params.get('ticket');
  return {
    place,
    ticket: reference ? (normalizeTicketReference(reference) ?? reference) : undefined,
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Whether the address is an old one (`?tab=`) to be replaced by its new form. */
export function isOldDeskAddress(params: URLSearchParams): boolean {
  return params.has('tab') && !params.has('view');
}

/** The address of a place of the desk (`/admin/dashboard?view=…`, the defaults left out). */
export function deskHref(address: Partial<DeskAddress>): string {
  const params = new URLSearchParams();
  const place = address.place ?? defaultView;
  if (place !== defaultView) params.set('view', place);
  if (address.q) params.set('q', address.q);
  if (address.page && address.page > 1) params.set('page', String(address.page));
  if (address.ticket) params.set('ticket', address.ticket);
  const search = params.toString();
  return search ? `${staffPaths.dashboard}?${search}` : staffPaths.dashboard;
}

/** Whether a place is one of the ticket views. */
export const isTicketView = (place: DeskPlace): place is TicketView => isView(place);
