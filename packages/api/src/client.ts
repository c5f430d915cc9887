import type { RequestInput } from './endpoint.ts';
import { endpoints } from './endpoints/index.ts';
import { ApiError, contractMessage, createApiRequester, type ApiClientOptions, type CallOptions } from './request.ts';
import type { InboxFilter, InboxKind, InboxListQuery, InboxPageOf } from './schemas/inbox.ts';

export {
  ApiError,
  contractMessage,
  createApiRequester,
  isApiError,
  type ApiClientOptions,
  type ApiErrorKind,
  type ApiRequester,
  type CallOptions,
  type UploadCallOptions,
} from './request.ts';

/**
 * A typed client for the Orisun API. Every method validates the response with the endpoint's schema and
 * throws an `ApiError` for non-2xx answers, unreachable servers and responses that break the contract.
 * No React here: the site wraps it in TanStack Query hooks.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const { request, requestWithStatus, upload, urlFor } = createApiRequester(options);

  return {
    request,
    upload,
    requestWithStatus,
    /** `GET /api/health`. Resolves for 200 (`status: "ok"`) and 503 (`status: "degraded"`). */
    health: (call?: CallOptions) => request(endpoints.health, {}, call),
    /** `POST /submit-form`: resolves once the brief is stored (the mail follows through the outbox). */
    submitProjectBrief: (body: RequestInput<typeof endpoints.submitProjectBrief>['body'], call?: CallOptions) =>
      request(endpoints.submitProjectBrief, { body }, call),
    /**
     * `POST /subscribe`: `status` 200 when the address is new on the list (or back after
     * unsubscribing), 201 when it was already on it; `message` is the server's sentence for the person.
     */
    subscribe: async (body: RequestInput<typeof endpoints.subscribe>['body'], call?: CallOptions) => {
      const { status, body: answer } = await requestWithStatus(endpoints.subscribe, { body }, call);
      return { status, message: answer.message };
    },
    /** `POST /reservation`: resolves with the server's message once the seat is reserved. */
    reserveEventSeat: (body: RequestInput<typeof endpoints.reserveEventSeat>['body'], call?: CallOptions) =>
      request(endpoints.reserveEventSeat, { body }, call),
    /** `POST /contact`: resolves once the message is stored for the chosen office. */
    sendContactMessage: (body: RequestInput<typeof endpoints.sendContactMessage>['body'], call?: CallOptions) =>
      request(endpoints.sendContactMessage, { body }, call),
    /** `POST /api/consultant-applications`: resolves once the application is stored (409 when the e-mail has applied before). */
    submitConsultantApplication: (body: RequestInput<typeof endpoints.submitConsultantApplication>['body'], call?: CallOptions) =>
      request(endpoints.submitConsultantApplication, { body }, call),
    /**
     * `POST /submit_team-form`: sends the application as multipart/form-data (build it with
     * `teamApplicationFormData`) and resolves once it and its resume are stored. A resume over 5 MB
     * gets a 413 `ApiError`, a file that is not PDF or Word a 400 with an issue on `resume`.
     */
    submitTeamApplication: (
      formData: FormData,
      call?: { onUploadProgress?: (fraction: number) => void; signal?: AbortSignal },
    ) => upload(endpoints.submitTeamApplication, { body: formData }, call),
    /** `POST /api/auth/sign-in`: the session cookie is set by the answer; resolves with who signed in (401, 429 otherwise). */
    signIn: (body: RequestInput<typeof endpoints.signIn>['body'], call?: CallOptions) => request(endpoints.signIn, { body }, call),
    /** `POST /api/auth/sign-out`: ends the session. */
    signOut: (call?: CallOptions) => request(endpoints.signOut, {}, call),
    /** `GET /api/auth/session`: who is signed in (a 401 `ApiError` when nobody is). */
    session: (call?: CallOptions) => request(endpoints.session, {}, call),
    /** `GET /api/admin/users` (admins). */
    listStaffAccounts: (call?: CallOptions) => request(endpoints.listStaffAccounts, {}, call),
    /** `POST /api/admin/users` (admins). */
    addStaffAccount: (body: RequestInput<typeof endpoints.addStaffAccount>['body'], call?: CallOptions) =>
      request(endpoints.addStaffAccount, { body }, call),
    /** `POST /api/admin/users/:id/disable` (admins). */
    disableStaffAccount: (id: string, call?: CallOptions) => request(endpoints.disableStaffAccount, { params: { id } }, call),
    /** `POST /api/admin/users/:id/enable` (admins). */
    enableStaffAccount: (id: string, call?: CallOptions) => request(endpoints.enableStaffAccount, { params: { id } }, call),
    /** `POST /api/admin/users/:id/reset-password` (admins). */
    resetStaffPassword: (id: string, body: RequestInput<typeof endpoints.resetStaffPassword>['body'], call?: CallOptions) =>
      request(endpoints.resetStaffPassword, { params: { id }, body }, call),

    submitSupportRequest: (body: RequestInput<typeof endpoints.submitSupportRequest>['body'], call?: CallOptions) =>
      request(endpoints.submitSupportRequest, { body }, call),

    ticketAuth: (body: RequestInput<typeof endpoints.ticketAuth>['body'], call?: CallOptions) => request(endpoints.ticketAuth, { body }, call),

    ticketAuthLink: (link: string, call?: CallOptions) => request(endpoints.ticketAuthLink, { body: { link } }, call),

    ticketSignOut: (call?: CallOptions) => request(endpoints.ticketSignOut, {}, call),

    /** The spec sends the e-mail; the server ignores it and answers for the session. */
    clientTickets: (body: RequestInput<typeof endpoints.clientTickets>['body'] = {}, call?: CallOptions) =>
      request(endpoints.clientTickets, { body }, call),

    clientReply: (body: RequestInput<typeof endpoints.clientReply>['body'], call?: CallOptions) => request(endpoints.clientReply, { body }, call),

    listTickets: (query: RequestInput<typeof endpoints.listTickets>['query'] = {}, call?: CallOptions) =>
      request(endpoints.listTickets, { query }, call),

    createTicket: (body: RequestInput<typeof endpoints.createTicket>['body'], call?: CallOptions) => request(endpoints.createTicket, { body }, call),

    getTicket: (id: string, call?: CallOptions) => request(endpoints.getTicket, { params: { id } }, call),

    setTicketStatus: (body: RequestInput<typeof endpoints.setTicketStatus>['body'], call?: CallOptions) =>
      request(endpoints.setTicketStatus, { body }, call),

    assignTicket: (body: RequestInput<typeof endpoints.assignTicket>['body'], call?: CallOptions) => request(endpoints.assignTicket, { body }, call),

    changeTicketsInBulk: (body: RequestInput<typeof endpoints.changeTicketsInBulk>['body'], call?: CallOptions) =>
      request(endpoints.changeTicketsInBulk, { body }, call),

    respondToTicket: (body: RequestInput<typeof endpoints.respondToTicket>['body'], call?: CallOptions) =>
      request(endpoints.respondToTicket, { body }, call),

    addTicketNote: (body: RequestInput<typeof endpoints.addTicketNote>['body'], call?: CallOptions) => request(endpoints.addTicketNote, { body }, call),

    /** `GET /api/inbox/:kind` (staff): one page of that kind of submission, newest first, typed by `kind`. */
    listInbox: async <K extends InboxKind>(kind: K, query: InboxListQuery = {}, call?: CallOptions): Promise<InboxPageOf<K>> => {
      const page = await request(endpoints.listInbox, { params: { kind }, query }, call);
      if (page.kind !== kind) throw new ApiError('contract', 200, { error: contractMessage });
      return page as InboxPageOf<K>;
    },

    /** `POST /api/inbox/:kind/:id/handled` (staff): marks an item handled or unhandled; resolves with its mark. */
    setInboxHandled: (kind: InboxKind, id: string, handled: boolean, call?: CallOptions) =>
      request(endpoints.setInboxHandled, { params: { kind, id }, body: { handled } }, call),

    /** `POST /api/inbox/consultants/:id/reopen` (staff): lets that e-mail address apply to the Expert Network again. */
    reopenConsultantApplication: (id: string, call?: CallOptions) => request(endpoints.reopenConsultantApplication, { params: { id } }, call),

    /**
     * The address of `GET /api/inbox/:kind/export.csv` with these filters, for a plain download link (the
     * browser sends the session cookie; the answer is an attachment). Nothing is fetched here.
     */
    inboxExportUrl: (kind: InboxKind, filter: InboxFilter = {}) => urlFor(endpoints.exportInbox, { params: { kind }, query: filter }),

    /** The address of `GET /api/inbox/applications/:id/resume`, for a plain download link (staff session). */
    inboxResumeUrl: (id: string) => urlFor(endpoints.downloadResume, { params: { id } }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
