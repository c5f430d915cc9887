import { z } from '../zod.ts';
import { consultantAvailabilities } from '../company/consultantRules.ts';
import { events } from '../company/events.ts';
import { siteLanguages } from '../languages.ts';
import { officeIds } from '../company/offices.ts';
import { searchText } from './forms.ts';
import { subscriptionLists } from './subscriptions.ts';

/**
 * The staff inbox (`/api/inbox/*`, the tabs of /admin/dashboard): everything the public submits, one kind
 * at a time, newest first, with search, a filter where the kind has one, pagination, a handled mark per
 * item and a CSV export of the current filter. Staff only (role staff or admin).
 */

/** The kinds of submission, in the order the dashboard's tabs show them. */
export const inboxKinds = ['briefs', 'applications', 'contact', 'reservations', 'subscribers', 'consultants'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** The one filter a kind has besides search and handled (contact messages by office, reservations by event, subscribers by list). */
export const inboxKindFilters = { contact: 'office', reservations: 'event', subscribers: 'list' } as const satisfies Partial<Record<InboxKind, string>>;
export type InboxFilterName = (typeof inboxKindFilters)[keyof typeof inboxKindFilters];
export const inboxFilterNames = Object.values(inboxKindFilters) as InboxFilterName[];

/** The filter of `kind`, or undefined when it has none. */
export function inboxFilterOf(kind: InboxKind): InboxFilterName | undefined {
  return (inboxKindFilters as Partial<Record<InboxKind, InboxFilterName>>)[kind];
}

export const inboxMessages = {
  kind: `Choose what to list: ${inboxKinds.join(', ')}.`,
  notFound: 'There is no such item.',
  handled: 'Send handled as true or false.',
  handledQuery: 'Choose handled=true or handled=false.',
  office: 'Choose an office.',
  event: 'Choose an event.',
  list: `Choose a list: ${subscriptionLists.join(' or ')}.`,
  /** A filter sent with a kind that does not have it (e.g. `office` on briefs). */
  filterNotFor: (filter: InboxFilterName) => `The ${filter} filter is for ${Object.entries(inboxKindFilters).find(([, f]) => f === filter)?.[0] ?? 'another kind'} only.`,
  resumeMissing: 'The resume file of this application is missing on the server.',
} as const;

export const inboxPageSizeMax = 100;
export const inboxPageSizeDefault = 20;

const pageSizeMessage = `Choose a page size from 1 to ${inboxPageSizeMax}.`;

/** `GET /api/inbox/:kind` and its export: the kind. */
export const inboxParamsSchema = z.object({ kind: z.enum(inboxKinds, { error: inboxMessages.kind }) });

/** `POST /api/inbox/:kind/:id/handled`. */
export const inboxItemParamsSchema = z.extend(inboxParamsSchema, { id: z.uuid({ error: inboxMessages.notFound }) });

/** `/api/inbox/applications/:id/resume`, `/api/inbox/consultants/:id/reopen`. */
export const inboxIdParamsSchema = z.object({ id: z.uuid({ error: inboxMessages.notFound }) });

/** The filters of a list and of its export. A filter that is not the kind's own (`office` on briefs) is a 400 naming it. */
export const inboxFilterSchema = z.object({
  q: searchText(),
  // A query string carries `true` or `false` as text; the typed client may pass the boolean.
  handled: z.optional(z.union([z.boolean(), z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true'))], { error: inboxMessages.handledQuery })),
  office: z.optional(z.pipe(z.coerce.number({ error: inboxMessages.office }), z.literal(officeIds, { error: inboxMessages.office }))),
  event: z.optional(z.string({ error: inboxMessages.event }).check(z.refine((id) => events.some((event) => event.id === id), inboxMessages.event))),
  list: z.optional(z.enum(subscriptionLists, { error: inboxMessages.list })),
});
export type InboxFilter = z.input<typeof inboxFilterSchema>;

/** `GET /api/inbox/:kind` query: the filters and a page. */
export const inboxListQuerySchema = z.extend(inboxFilterSchema, {
  page: z._default(
    z.coerce.number({ error: 'Enter a page number.' }).check(z.int('Enter a page number.'), z.gte(1, 'Enter a page number.'), z.lte(100_000, 'Enter a page number.')),
    1,
  ),
  pageSize: z._default(
    z.coerce.number({ error: pageSizeMessage }).check(z.int(pageSizeMessage), z.gte(1, pageSizeMessage), z.lte(inboxPageSizeMax, pageSizeMessage)),
    inboxPageSizeDefault,
  ),
});
export type InboxListQuery = z.input<typeof inboxListQuerySchema>;

const isoTime = z.iso.datetime({ offset: true });

/**
 * What every item has: its id, when it arrived, the handled mark (when, and the staff member's name), and the language
 * of the page it was sent from (French from `/fr/` pages): staff answer in it, and a subscriber's mails are in it.
 */
const itemBase = {
  id: z.uuid(),
  createdAt: isoTime,
  handledAt: z.nullable(isoTime),
  handledBy: z.nullable(z.string()),
  language: z.enum(siteLanguages),
};

export const inboxBriefSchema = z.object({ ...itemBase, name: z.string(), email: z.string(), projectType: z.string(), details: z.string() });
export type InboxBrief = z.infer<typeof inboxBriefSchema>;

export const inboxApplicationSchema = z.object({
  ...itemBase,
  name: z.string(),
  email: z.string(),
  role: z.string(),
  message: z.string(),
  /** The applicant's file name (cleaned), its type found from its content, and its size: staff download it from the resume endpoint. */
  resume: z.object({ filename: z.string(), type: z.string(), bytes: z.int() }),
});
export type InboxApplication = z.infer<typeof inboxApplicationSchema>;

export const inboxContactSchema = z.object({ ...itemBase, officeId: z.int(), name: z.string(), email: z.string(), message: z.string() });
export type InboxContact = z.infer<typeof inboxContactSchema>;

export const inboxReservationSchema = z.object({ ...itemBase, eventId: z.string(), email: z.string() });
export type InboxReservation = z.infer<typeof inboxReservationSchema>;

/** A subscriber's state: waiting for the confirmation link (double opt-in), on the list, or unsubscribed. */
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const inboxSubscriberSchema = z.object({
  ...itemBase,
  list: z.enum(subscriptionLists),
  email: z.string(),
  status: z.enum(subscriberStatuses),
  confirmedAt: z.nullable(isoTime),
  unsubscribedAt: z.nullable(isoTime),
});
export type InboxSubscriber = z.infer<typeof inboxSubscriberSchema>;

export const inboxConsultantSchema = z.object({
  ...itemBase,
  name: z.string(),
  email: z.string(),
  portfolioUrl: z.string(),
  /** Hourly rate in US dollars. */
  rate: z.number(),
  availability: z.enum(consultantAvailabilities),
  expertise: z.array(z.string()),
  bio: z.string(),
  location: z.nullable(z.string()),
  isCompanyMember: z.boolean(),
  /** When staff reopened it (the address may apply again); null while it is the address's open application. */
  reopenedAt: z.nullable(isoTime),
});
export type InboxConsultant = z.infer<typeof inboxConsultantSchema>;

/** The item schema of each kind. */
export const inboxItemSchemas = {
  briefs: inboxBriefSchema,
  applications: inboxApplicationSchema,
  contact: inboxContactSchema,
  reservations: inboxReservationSchema,
  subscribers: inboxSubscriberSchema,
  consultants: inboxConsultantSchema,
} as const satisfies Record<InboxKind, z.ZodMiniObject>;

export type InboxItemOf<K extends InboxKind> = z.infer<(typeof inboxItemSchemas)[K]>;
export type InboxItem = InboxItemOf<InboxKind>;

const pageOf = <K extends InboxKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    items: z.array(inboxItemSchemas[kind]),
    /** How many match the filters (all pages). */
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
  });

/** The answer of `GET /api/inbox/:kind`: one page of that kind, newest first. */
export const inboxPageSchema = z.discriminatedUnion('kind', [
  pageOf('briefs'),
  pageOf('applications'),
  pageOf('contact'),
  pageOf('reservations'),
  pageOf('subscribers'),
  pageOf('consultants'),
]);
export type InboxPage = z.infer<typeof inboxPageSchema>;
export type InboxPageOf<K extends InboxKind> = Extract<InboxPage, { kind: K }>;

/** `POST /api/inbox/:kind/:id/handled`. */
export const inboxHandledSchema = z.object({ handled: z.boolean({ error: inboxMessages.handled }) });
export type InboxHandled = z.infer<typeof inboxHandledSchema>;

/** The answer of `POST /api/inbox/:kind/:id/handled`: the item's mark as it is now. */
export const inboxHandledResultSchema = z.object({ id: z.uuid(), handledAt: z.nullable(isoTime), handledBy: z.nullable(z.string()) });
export type InboxHandledResult = z.infer<typeof inboxHandledResultSchema>;

/** The answer of `POST /api/inbox/consultants/:id/reopen`: the application as it is now. */
export const inboxReopenedSchema = z.object({ item: inboxConsultantSchema });
export type InboxReopened = z.infer<typeof inboxReopenedSchema>;

/** `GET /api/inbox/:kind/export.csv`: a CSV file (UTF-8 with a byte order mark, a header row), not JSON. */
export const csvDocumentSchema = z.string().check(z.describe('text/csv'));

/** `GET /api/inbox/applications/:id/resume`: the stored file (PDF or Word) as an attachment, not JSON. */
export const resumeDocumentSchema = z.string().check(z.describe('application/octet-stream'));

