import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../endpoints/index.ts';
import { invalidRequestMessage, issuesFromZodError, type FieldIssue } from '../schemas/errors.ts';
import {
  inboxFilterNames,
  inboxFilterOf,
  inboxFilterSchema,
  inboxHandledSchema,
  inboxIdParamsSchema,
  inboxItemParamsSchema,
  inboxListQuerySchema,
  inboxMessages,
  inboxParamsSchema,
  type InboxItem,
  type InboxItemOf,
  type InboxKind,
} from '../schemas/inbox.ts';
import { inboxFixtures, staffFixtures } from './fixtures.ts';

/** The text a search looks in, per kind: the same fields as the server's search. */
const searched: { [K in InboxKind]: (item: InboxItemOf<K>) => (string | null)[] } = {
  briefs: (i) => [i.name, i.email, i.projectType, i.details],
  applications: (i) => [i.name, i.email, i.role, i.message, i.resume.filename],
  contact: (i) => [i.name, i.email, i.message],
  reservations: (i) => [i.email, i.eventId],
  subscribers: (i) => [i.email],
  consultants: (i) => [i.name, i.email, i.portfolioUrl, i.bio, i.location, i.expertise.join(' ')],
};

type Items = { [K in InboxKind]: InboxItemOf<K>[] };

const path = (endpoint: { path: string }) => `*${endpoint.path}`;

const badRequest = (issues: FieldIssue[]) => HttpResponse.json({ error: invalidRequestMessage, issues }, { status: 400 });
const notFound = () => HttpResponse.json({ error: inboxMessages.notFound }, { status: 404 });

export interface InboxHandlerOptions {
  /** The items to serve (default: `inboxFixtures.items`). */
  items?: Partial<Items>;
  /** Keep handled marks and reopenings for later requests, as the server does (default true). */
  persist?: boolean;
  /** Wait this long before every answer (ms). */
  delayMs?: number;
}

/**
 * The inbox endpoints as the server answers them, over fixture items: lists filtered, searched, newest first
 * and paged; the same 400s for bad parameters (a filter of another kind too); handled marks and reopenings
 * (kept for later requests unless `persist: false`); the export and a resume as downloads. Each call makes
 * its own copy of the items, so stories and tests do not share marks.
 */
export function inboxHandlers(options: InboxHandlerOptions = {}): HttpHandler[] {
  const { persist = true, delayMs } = options;
  const copy = structuredClone({ ...inboxFixtures.items, ...options.items }) as Items;
  const itemsOf = (kind: InboxKind): InboxItem[] => copy[kind];
  const wait = async () => {
    if (delayMs) await delay(delayMs);
  };

  /** The params and filters of a list or export request, or the 400 to answer. */
  function read(params: unknown, url: string, schema: typeof inboxListQuerySchema | typeof inboxFilterSchema) {
    const issues: FieldIssue[] = [];
    const kind = inboxParamsSchema.safeParse(params);
    if (!kind.success) issues.push(...issuesFromZodError(kind.error));
    const query = schema.safeParse(Object.fromEntries(new URL(url).searchParams));
    if (!query.success) issues.push(...issuesFromZodError(query.error));
    if (!kind.success || !query.success) return { issues };
    const own = inboxFilterOf(kind.data.kind);
    for (const name of inboxFilterNames) {
      if (name !== own && query.data[name] !== undefined) issues.push({ path: name, message: inboxMessages.filterNotFor(name) });
    }
    if (issues.length > 0) return { issues };
    const { kind: k } = kind.data;
    const { q, handled, office, event, list } = query.data;
    const needle = q?.toLowerCase();
    const items = itemsOf(k)
      .filter((item) => !needle || (searched[k] as (i: InboxItem) => (string | null)[])(item).some((text) => text?.toLowerCase().includes(needle)))
      .filter((item) => handled === undefined || (item.handledAt !== null) === handled)
      .filter((item) => office === undefined || ('officeId' in item && item.officeId === office))
      .filter((item) => event === undefined || ('eventId' in item && item.eventId === event))
      .filter((item) => list === undefined || ('list' in item && item.list === list))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return { kind: k, items, query: query.data };
  }

  const staffName = staffFixtures.admin.user.name;
  const mark = (item: InboxItem, handled: boolean) => {
    const updated = handled ? { handledAt: item.handledAt ?? new Date().toISOString(), handledBy: item.handledBy ?? staffName } : { handledAt: null, handledBy: null };
    if (persist) Object.assign(item, updated);
    return { id: item.id, ...updated };
  };

  return [
    http.get(path(endpoints.exportInbox), async ({ params, request }) => {
      await wait();
      const found = read(params, request.url, inboxFilterSchema);
      if ('issues' in found) return badRequest(found.issues!);
      const header = Object.keys(found.items[0] ?? { id: '', createdAt: '' });
      const rows = found.items.map((item) => header.map((key) => JSON.stringify(String((item as Record<string, unknown>)[key] ?? ''))).join(','));
      const body = `\ufeff${[header.map((h) => `"${h}"`).join(','), ...rows].join('\r\n')}\r\n`;
      return new HttpResponse(body, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="orisun-${found.kind}.csv"` },
      });
    }),
    http.get(path(endpoints.downloadResume), async ({ params }) => {
      await wait();
      const id = inboxIdParamsSchema.safeParse(params);
      if (!id.success) return badRequest(issuesFromZodError(id.error));
      const application = copy.applications.find((a) => a.id === id.data.id);
      if (!application) return notFound();
      return new HttpResponse(inboxFixtures.resume, {
        headers: {
          'content-type': application.resume.type,
          'content-disposition': `attachment; filename="${application.resume.filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
          'x-content-type-options': 'nosniff',
        },
      });
    }),
    http.get(path(endpoints.listInbox), async ({ params, request }) => {
      await wait();
      const found = read(params, request.url, inboxListQuerySchema);
      if ('issues' in found) return badRequest(found.issues!);
      const { page, pageSize } = found.query as { page: number; pageSize: number };
      const items = found.items.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ kind: found.kind, items, total: found.items.length, page, pageSize });
    }),
    http.post(path(endpoints.setInboxHandled), async ({ params, request }) => {
      await wait();
      const parsedParams = inboxItemParamsSchema.safeParse(params);
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        return HttpResponse.json({ error: 'The request body is not valid JSON.' }, { status: 400 });
      }
      const body = inboxHandledSchema.safeParse(json);
      const issues = [...(parsedParams.success ? [] : issuesFromZodError(parsedParams.error)), ...(body.success ? [] : issuesFromZodError(body.error))];
      if (!parsedParams.success || !body.success) return badRequest(issues);
      const item = itemsOf(parsedParams.data.kind).find((i) => i.id === parsedParams.data.id);
      if (!item) return notFound();
      return HttpResponse.json(mark(item, body.data.handled));
    }),
    http.post(path(endpoints.reopenConsultantApplication), async ({ params }) => {
      await wait();
      const id = inboxIdParamsSchema.safeParse(params);
      if (!id.success) return badRequest(issuesFromZodError(id.error));
      const application = copy.consultants.find((a) => a.id === id.data.id);
      if (!application) return notFound();
      const now = new Date().toISOString();
      const reopened = { ...application, ...mark(application, true), reopenedAt: application.reopenedAt ?? now };
      if (persist) Object.assign(application, reopened);
      return HttpResponse.json({ item: reopened });
    }),
  ];
}
