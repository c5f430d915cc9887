import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  NewTicketInput,
  StaffPerson,
  Ticket,
  TicketBulkChange,
  TicketCounts,
  TicketDetail,
  TicketList,
  TicketListQuery,
  TicketStatus,
  TicketTeam,
} from '@orisun/api';
import { ticketFormData } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';
import { retryUnlessRefused } from './staff.ts';

/**
 * The staff dashboard's tickets: `['staffTickets', 'list', query]` for a page of the list,
 * `['staffTickets', 'detail', id]` for one ticket with its notes and history. (Not `tickets`: the
 * customer's ticket page keeps its own, different view of tickets.)
 */
export const staffTicketKeys = areaKeys('staffTickets');
const listKeys = [...staffTicketKeys.all, 'list'] as const;

/** `GET /api/tickets`: one page of the tickets that match, with `total` and the dashboard counters. */
export function useStaffTickets(query: TicketListQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: staffTicketKeys.list(query),
    queryFn: ({ signal }) => api.tickets.listTickets({ query }, { signal }),
    // The page being left stays on screen while the next one loads (no flash of "loading").
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** `GET /api/tickets/counts`: every view's count and one per status (the side list's numbers), kept fresh every 30 s. */
export function useTicketCounts() {
  return useQuery({
    queryKey: [...staffTicketKeys.all, 'counts'] as const,
    queryFn: ({ signal }) => api.tickets.ticketCounts({}, { signal }),
    refetchInterval: 30_000,
    retry: retryUnlessRefused,
  });
}

/** `GET /api/tickets/assignees`: the people a ticket can be assigned to (active accounts, by name). */
export function useTicketAssignees() {
  return useQuery({
    queryKey: [...staffTicketKeys.all, 'assignees'] as const,
    queryFn: ({ signal }) => api.tickets.ticketAssignees({}, { signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}

/** `GET /api/tickets/:id`: the ticket with its internal notes and audit trail, fetched when `enabled` (a card opens). */
export function useStaffTicket(id: string, enabled = true) {
  return useQuery({
    queryKey: staffTicketKeys.detail(id),
    queryFn: ({ signal }) => api.tickets.getTicket({ params: { id } }, { signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** `POST /api/tickets`: a ticket for a customer (not optimistic: the server makes its reference). */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffTicketKeys.mutation('create'),
    mutationFn: (ticket: NewTicketInput) => api.tickets.createTicket({ body: ticket }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffTicketKeys.all }),
  });
}

/** What the dashboard showed before an optimistic change: put back when the server refuses it. */
export interface TicketSnapshot {
  lists: [QueryKey, TicketList | undefined][];
  detail: TicketDetail | undefined;
}

/** How a change shows before the server has answered: on the ticket, and on its detail (notes). */
interface OptimisticChange {
  ticket: <T extends Ticket>(ticket: T, at: string) => T;
  detail?: (ticket: TicketDetail['ticket'], at: string) => TicketDetail['ticket'];
}

const counterOf: Record<TicketStatus, keyof TicketList['counts']> = {
  open: 'open',
  'in-progress': 'inProgress',
  'waiting-for-response': 'waitingForResponse',
  resolved: 'resolved',
};

/** The counters after one ticket went from `from` to `to`. */
function recount(counts: TicketList['counts'], from: TicketStatus, to: TicketStatus): TicketList['counts'] {
  if (from === to) return counts;
  const next = { ...counts };
  next[counterOf[from]] = Math.max(0, next[counterOf[from]] - 1);
  next[counterOf[to]] += 1;
  return next;
}

/**
 * Shows `change` on ticket `id` in every cached page of the list (and the counters) and in its
 * detail, after cancelling their fetches (an answer from before the change must not overwrite it).
 * Returns what was there, for `rollBack`.
 */
export async function applyOptimistic(queryClient: QueryClient, id: string, change: OptimisticChange): Promise<TicketSnapshot> {
  await queryClient.cancelQueries({ queryKey: staffTicketKeys.all });
  const lists = queryClient.getQueriesData<TicketList>({ queryKey: listKeys });
  const detailKey = staffTicketKeys.detail(id);
  const detail = queryClient.getQueryData<TicketDetail>(detailKey);
  const at = new Date().toISOString();
  const before = detail?.ticket ?? lists.flatMap(([, list]) => list?.tickets ?? []).find((t) => t.id === id);
  const after = before && change.ticket(before, at);
  queryClient.setQueriesData<TicketList>({ queryKey: listKeys }, (list) =>
    list && {
      ...list,
      tickets: list.tickets.map((t) => (t.id === id ? change.ticket(t, at) : t)),
      counts: before && after ? recount(list.counts, before.status, after.status) : list.counts,
    },
  );
  if (detail) {
    const changed = change.ticket(detail.ticket, at);
    queryClient.setQueryData<TicketDetail>(detailKey, { ticket: change.detail ? change.detail(changed, at) : changed });
  }
  return { lists, detail };
}

/** Puts back what `applyOptimistic` changed. */
export function rollBack(queryClient: QueryClient, id: string, snapshot: TicketSnapshot | undefined) {
  if (!snapshot) return;
  for (const [key, list] of snapshot.lists) queryClient.setQueryData(key, list);
  queryClient.setQueryData(staffTicketKeys.detail(id), snapshot.detail);
}

/**
 * A staff change to one ticket, applied optimistically (docs/product.md §3.8): shown at once, put back if
 * the server refuses it, and in any case the list and the ticket are loaded again afterwards, so
 * what shows is what the server holds (its counters, its order, its history).
 */
function useTicketChange<V extends { id: string }>(
  action: string,
  mutationFn: (variables: V) => Promise<unknown>,
  optimistic: (variables: V) => OptimisticChange,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffTicketKeys.mutation(action),
    mutationFn,
    onMutate: (variables: V) => applyOptimistic(queryClient, variables.id, optimistic(variables)),
    onError: (_error, variables, snapshot) => rollBack(queryClient, variables.id, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffTicketKeys.all }),
  });
}

/** `POST /api/tickets/status`: any status. */
export const useSetTicketStatus = () =>
  useTicketChange(
    'status',
    ({ id, status }: { id: string; status: TicketStatus }) => api.tickets.setTicketStatus({ body: { id, status } }),
    ({ status }) => ({
      ticket: (ticket, at) =>
        ticket.status === status ? ticket : { ...ticket, status, resolvedAt: status === 'resolved' ? at : null, lastActivityAt: at },
    }),
  );

/** `POST /api/tickets/assign`: one of the four teams. */
export const useAssignTicket = () =>
  useTicketChange(
    'assign',
    ({ id, assignedTo }: { id: string; assignedTo: TicketTeam }) => api.tickets.assignTicket({ body: { id, assignedTo } }),
    ({ assignedTo }) => ({ ticket: (ticket) => ({ ...ticket, assignedTo }) }),
  );

/** `POST /api/tickets/assignee`: a person (an active account; one's own for "assign to me"), or nobody. */
export const useAssignTicketToPerson = () =>
  useTicketChange(
    'assignee',
    ({ id, assignee }: { id: string; assignee: StaffPerson | null }) => api.tickets.assignTicketToPerson({ body: { id, assigneeId: assignee?.id ?? null } }),
    ({ assignee }) => ({ ticket: (ticket) => ({ ...ticket, assignee }) }),
  );

/**
 * `POST /api/tickets/bulk`: a status or a person for several tickets at once (the list's selection), all or nothing. Not
 * optimistic (the server may refuse the whole change); the list, counts and tickets load again afterwards.
 */
export function useBulkChangeTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffTicketKeys.mutation('bulk'),
    mutationFn: (change: TicketBulkChange) => api.tickets.changeTicketsInBulk({ body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffTicketKeys.all }),
  });
}

export type { TicketCounts };

/**
 * `POST /api/tickets/response`. `author` (the signed-in person's name) only labels the response until
 * the server answers: the server takes the agent's name from the session, so none is sent. `lastSeenResponseAt`: the
 * newest response on screen, so a colleague's answer sent meanwhile is a 409 instead of a second answer.
 */
export const useRespondToTicket = () =>
  useTicketChange(
    'respond',
    ({ id, message, lastSeenResponseAt, attachments }: { id: string; message: string; author: string; lastSeenResponseAt?: string | undefined; attachments?: readonly File[] | undefined }) => {
      const body = { id, message, ...(lastSeenResponseAt ? { lastSeenResponseAt } : {}) };
      // With files: the same fields as multipart, the files in `attachments`.
      return api.tickets.respondToTicket({ body: attachments && attachments.length > 0 ? ticketFormData(body, attachments) : body });
    },
    ({ message, author }) => ({
      ticket: (ticket, at) => ({
        ...ticket,
        responses: [...ticket.responses, { id: crypto.randomUUID(), author, message, date: at }],
        // A response on an open ticket moves it to in-progress (docs/product.md §3.8).
        status: ticket.status === 'open' ? 'in-progress' : ticket.status,
        firstResponseAt: ticket.firstResponseAt ?? at,
        lastActivityAt: at,
      }),
    }),
  );

/** `POST /api/tickets/note`: an internal note (never mailed or shown to the customer). */
export const useAddTicketNote = () =>
  useTicketChange(
    'note',
    ({ id, message }: { id: string; message: string; author: string }) => api.tickets.addTicketNote({ body: { id, message } }),
    ({ message, author }) => ({
      ticket: (ticket) => ticket,
      detail: (ticket, at) => ({ ...ticket, notes: [...ticket.notes, { id: crypto.randomUUID(), author, message, date: at }] }),
    }),
  );

/** How often an open ticket says whether its person is writing, and learns who else is. */
export const replyingIntervalMs = 10_000;

/**
 * `POST /api/tickets/replying` every 10 seconds while a ticket is open: says whether this person is `writing` a response
 * (at once when that changes) and answers which colleagues are. Stopping (the ticket closed) says so once more. The
 * answer is kept per ticket only: `writing` is what the next call says, not part of the key, so starting to type does
 * not start a second poll, and another ticket never shows this one's colleagues while its own answer loads.
 */
export function useColleaguesReplying(id: string, writing: boolean) {
  useEffect(() => () => void api.tickets.ticketReplying({ body: { id, writing: false } }).catch(() => undefined), [id]);
  const writingNow = useRef(writing);
  const query = useQuery({
    queryKey: [...staffTicketKeys.all, 'replying', id],
    queryFn: ({ signal }) => api.tickets.ticketReplying({ body: { id, writing: writingNow.current } }, { signal }),
    refetchInterval: replyingIntervalMs,
    retry: false,
  });
  const { refetch } = query;
  useEffect(() => {
    if (writingNow.current === writing) return;
    writingNow.current = writing;
    void refetch();
  }, [writing, refetch]);
  return query;
}
