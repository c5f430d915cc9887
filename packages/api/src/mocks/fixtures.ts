import { acceptedAnswers, forumAnswers } from '../answers.ts';
import { forumFollowDefaults } from './forumFollowFixtures.ts';
import { headOffice } from '../company/offices.ts';
import { languageNamesInEnglish } from '../languages.ts';
import type { ResponseBody } from '../endpoint.ts';
import type { EndpointName, Endpoints } from '../endpoints/index.ts';
import { savedReplyListSchema, savedReplyMessages, savedReplyResultSchema } from '../schemas/savedReplies.ts';
import { authMessages, signedInSchema, staffAccountListSchema, staffAccountResultSchema, staffProfileResultSchema, staffSessionSchema } from '../schemas/auth.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';
import { ticketAttachmentDocumentSchema } from '../schemas/ticketAttachments.ts';
import { healthResponseSchema, readyResponseSchema } from '../schemas/health.ts';
import { consultantApplicationMessages } from '../schemas/consultants.ts';
import { htmlDocumentSchema, subscriptionMessages } from '../schemas/subscriptions.ts';
import {
  csvDocumentSchema,
  inboxHandledResultSchema,
  inboxPageSchema,
  inboxReopenedSchema,
  resumeDocumentSchema,
  type InboxItemOf,
  type InboxKind,
  type InboxPageOf,
} from '../schemas/inbox.ts';
import {
  clientTicketListSchema,
  clientTicketsAnswerSchema,
  supportAcceptedSchema,
  ticketDetailSchema,
  ticketAssigneesSchema,
  ticketCountsSchema,
  ticketListSchema,
  ticketMessages,
  ticketResultSchema,
  ticketSignedInSchema,
  type Ticket,
} from '../schemas/tickets.ts';

import { forumFixtures, forumReplies, forumThreads } from './forumFixtures.ts';
import { forumMessages } from '../schemas/forum.ts';
import { outboxFixtures } from './outboxFixtures.ts';

// Every fixture goes through its schema, so a schema change that the fixtures do not follow fails at import.

export const healthFixtures = {
  ok: healthResponseSchema.parse({
    status: 'ok',
    database: { driver: 'pglite', ok: true },
    version: '0.1.0',
    uptimeSeconds: 3_600,
  }),
  degraded: healthResponseSchema.parse({
    status: 'degraded',
    database: { driver: 'postgres', ok: false },
    version: '0.1.0',
    uptimeSeconds: 12,
  }),
};

/** `POST /subscribe` answers: 200 for each list, and 201 for an address already on the list. */
export const subscribeFixtures = {
  newsletter: submissionAcceptedSchema.parse({ message: subscriptionMessages.subscribed.newsletter }),
  developerPortal: submissionAcceptedSchema.parse({ message: subscriptionMessages.subscribed['developer-portal'] }),
  alreadySubscribed: submissionAcceptedSchema.parse({ message: subscriptionMessages.alreadySubscribed }),
};

/** Staff accounts and sessions: an admin signed in, and the accounts an admin sees. */
export const staffFixtures = {
  admin: signedInSchema.parse({
    user: { id: '0b7f4c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f', email: 'adaeze@orisun.software', name: 'Adaeze Okafor', role: 'admin' },
  }),
  staff: signedInSchema.parse({
    user: { id: '3c9d2e7a-1b4f-4a6c-8d5e-7f8a9b0c1d2e', email: 'tunde@orisun.software', name: 'Tunde Bakare', role: 'staff' },
  }),
  /** `GET /api/auth/session` when nobody is signed in (a 200). */
  signedOut: staffSessionSchema.parse({ user: null }),
  accounts: staffAccountListSchema.parse({
    users: [
      {
        id: '0b7f4c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f',
        email: 'adaeze@orisun.software',
        name: 'Adaeze Okafor',
        role: 'admin',
        disabled: false,
        createdAt: '2026-09-01T08:00:00.000Z',
        lastSignInAt: '2026-11-24T09:12:00.000Z',
      },
      {
        id: '3c9d2e7a-1b4f-4a6c-8d5e-7f8a9b0c1d2e',
        email: 'tunde@orisun.software',
        name: 'Tunde Bakare',
        role: 'staff',
        disabled: false,
        createdAt: '2026-09-03T10:30:00.000Z',
        lastSignInAt: null,
      },
    ],
  }),
};

const ticketList = [
  {
    id: '5a1c7e2b-8d3f-4b6a-9c0e-1f2a3b4c5d6e',
    reference: 'ORI-7K3M-9QXD-2HFA-8W4N',
    customer: 'Chiamaka Eze',
    email: 'chiamaka@example.com',
    subject: 'Invoices page shows the wrong currency',
    message: 'Since Monday our invoices page shows amounts in USD instead of NGN. Can you check?',
    urgency: 'high',
    status: 'in-progress',
    language: 'en',
    assignedTo: 'Billing Team',
    assignee: { id: '3c9d2e7a-1b4f-4a6c-8d5e-7f8a9b0c1d2e', name: 'Tunde Bakare' },
    createdAt: '2026-11-23T08:15:00.000Z',
    updatedAt: '2026-11-24T10:02:00.000Z',
    lastActivityAt: '2026-11-24T10:02:00.000Z',
    firstResponseAt: '2026-11-23T09:40:00.000Z',
    resolvedAt: null,
    responses: [
      {
        id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6f',
        author: 'Tunde Bakare',
        message: 'Thanks for the report. We found the setting that changed and are fixing it today.',
        date: '2026-11-23T09:40:00.000Z',
      },
    ],
    clientReplies: [
      { id: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f', author: 'Chiamaka Eze', message: 'Thank you, it is urgent for our month end.', date: '2026-11-24T10:02:00.000Z' },
    ],
  },
  {
    id: '6b2d8f3c-9e4a-4c7b-8d1f-2a3b4c5d6e7f',
    reference: 'ORI-2HFA-8W4N-7K3M-9QXD',
    customer: 'Ibrahim Musa',
    email: 'ibrahim@example.com',
    subject: 'How do I add a second admin?',
    message: 'We would like a colleague to manage our account too.',
    urgency: 'low',
    status: 'open',
    language: 'en',
    assignedTo: null,
    assignee: null,
    createdAt: '2026-11-24T14:30:00.000Z',
    updatedAt: '2026-11-24T14:30:00.000Z',
    lastActivityAt: '2026-11-24T14:30:00.000Z',
    firstResponseAt: null,
    resolvedAt: null,
    responses: [],
    clientReplies: [],
  },
  {
    id: '7c3e9a4d-0f5b-4d8c-9e2a-3b4c5d6e7f80',
    reference: 'ORI-9QXD-2HFA-8W4N-7K3M',
    customer: 'Chiamaka Eze',
    email: 'chiamaka@example.com',
    subject: 'Password reset mail not arriving',
    message: 'The reset mail never arrives for one of our users.',
    urgency: 'medium',
    status: 'resolved',
    language: 'en',
    assignedTo: 'Technical Team',
    assignee: null,
    createdAt: '2026-11-20T11:00:00.000Z',
    updatedAt: '2026-11-21T16:45:00.000Z',
    lastActivityAt: '2026-11-21T16:45:00.000Z',
    firstResponseAt: '2026-11-20T12:10:00.000Z',
    resolvedAt: '2026-11-21T16:45:00.000Z',
    responses: [
      {
        id: 'd4e5f6a7-b8c9-4d0e-8f1a-3b4c5d6e7f80',
        author: 'Adaeze Okafor',
        message: 'Their mail server was refusing our messages; it accepts them again now.',
        date: '2026-11-20T12:10:00.000Z',
      },
    ],
    clientReplies: [],
  },
] satisfies Ticket[];

/** The support desk: the staff list, one ticket in detail, and a customer's view of their tickets. */
export const ticketFixtures = {
  list: ticketListSchema.parse({ tickets: ticketList, total: 3, counts: { total: 3, open: 1, inProgress: 1, waitingForResponse: 0, resolved: 1 } }),
  /** The counters of the list above, as the admin (Adaeze, assigned none of them) sees them. */
  counts: ticketCountsSchema.parse({
    total: 3,
    views: { mine: 0, unassigned: 1, overdue: 1, open: 2, waiting: 0, resolved: 1 },
    statuses: { open: 1, 'in-progress': 1, 'waiting-for-response': 0, resolved: 1 },
  }),
  /** The active staff accounts, by name. */
  assignees: ticketAssigneesSchema.parse({ people: staffFixtures.accounts.users.filter((u) => !u.disabled).map(({ id, name }) => ({ id, name })) }),
  empty: ticketListSchema.parse({ tickets: [], total: 0, counts: { total: 0, open: 0, inProgress: 0, waitingForResponse: 0, resolved: 0 } }),
  detail: ticketDetailSchema.parse({
    ticket: {
      ...ticketList[0],
      notes: [
        { id: 'e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8091', author: 'Tunde Bakare', message: 'Currency setting was reset by the Nov 22 release.', date: '2026-11-23T09:35:00.000Z' },
      ],
      events: [
        { id: 1, actor: 'customer', action: 'created', from: null, to: 'open', at: '2026-11-23T08:15:00.000Z' },
        { id: 2, actor: 'Tunde Bakare', action: 'assigned', from: null, to: 'Billing Team', at: '2026-11-23T09:30:00.000Z' },
        { id: 3, actor: 'Tunde Bakare', action: 'note', from: null, to: null, at: '2026-11-23T09:35:00.000Z' },
        { id: 4, actor: 'Tunde Bakare', action: 'response', from: 'open', to: 'in-progress', at: '2026-11-23T09:40:00.000Z' },
        { id: 5, actor: 'customer', action: 'reply', from: null, to: null, at: '2026-11-24T10:02:00.000Z' },
      ],
    },
  }),
  client: clientTicketListSchema.parse({
    email: 'chiamaka@example.com',
    tickets: ticketList
      .filter((t) => t.email === 'chiamaka@example.com')
      .map(({ id, reference, subject, message, urgency, createdAt, status, responses, clientReplies }) => ({
        id, reference, subject, message, urgency, createdAt, status, responses, clientReplies,
      })),
    limited: false,
  }),
  /** 'Track your Ticket' right after the support form: a session limited to the ticket just written. */
  clientLimited: clientTicketListSchema.parse({
    email: 'chiamaka@example.com',
    tickets: ticketList
      .filter((t) => t.email === 'chiamaka@example.com')
      .slice(0, 1)
      .map(({ id, reference, subject, message, urgency, createdAt, status, responses, clientReplies }) => ({
        id, reference, subject, message, urgency, createdAt, status, responses, clientReplies,
      })),
    limited: true,
  }),
  /** A signed-in customer with no ticket left to show (the ticket page's empty state). */
  clientEmpty: clientTicketListSchema.parse({ email: 'chiamaka@example.com', tickets: [], limited: false }),
  /** `POST /api/client-tickets` when no customer is signed in (a 200, the page's session check). */
  clientSignedOut: clientTicketsAnswerSchema.parse({ email: null, tickets: [], limited: false }),
  signedIn: ticketSignedInSchema.parse({ message: ticketMessages.authenticated, email: 'chiamaka@example.com' }),
};


const handledBy = staffFixtures.staff.user.name;

/** What the public sent, newest first within each kind: some handled, one of each filter value or state. */
const inboxItems = {
  briefs: [
    {
      id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c01',
      createdAt: '2026-11-24T16:20:00.000Z',
      handledAt: null,
      handledBy: null,
      language: 'en',
      name: 'Ngozi Adichie',
      email: 'ngozi@adire-prints.ng',
      projectType: 'Website & Web App Development',
      details: 'An online shop for our adire fabrics, with payments by card and bank transfer.',
    },
    {
      id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c02',
      createdAt: '2026-11-22T10:05:00.000Z',
      handledAt: '2026-11-22T14:00:00.000Z',
      handledBy,
      language: 'en',
      name: 'Kwame Mensah',
      email: 'kwame@logistics.example',
      projectType: 'Mobile App Development',
      details: 'A driver app that works offline and syncs deliveries when back in coverage.',
    },
    {
      id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c03',
      createdAt: '2026-11-20T08:45:00.000Z',
      handledAt: null,
      handledBy: null,
      language: 'en',
      name: 'Amina Bello',
      email: 'amina@clinic.example',
      projectType: 'Custom Software Development',
      details: 'Patient records and appointment reminders by SMS for a clinic in Kano.',
    },
  ],
  applications: [
    {
      id: '2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d01',
      createdAt: '2026-11-23T12:30:00.000Z',
      handledAt: null,
      handledBy: null,
      language: 'en',
      name: 'Tunde Bakare',
      email: 'tunde.b@example.com',
      role: 'Backend developer',
      message: 'I have built payment services in Go and TypeScript for four years.',
      resume: { filename: 'Tunde Bakare CV.pdf', type: 'application/pdf', bytes: 184_320 },
    },
    {
      id: '2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d02',
      createdAt: '2026-11-18T09:10:00.000Z',
      handledAt: '2026-11-19T11:00:00.000Z',
      handledBy,
      language: 'en',
      name: 'Efua Owusu',
      email: 'efua@example.com',
      role: 'Product designer',
      message: 'I design for people on low-end phones and slow networks.',
      resume: { filename: 'efua-owusu.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: 52_880 },
    },
  ],
  contact: [
    {
      id: '3d4e5f60-7182-4c9d-8e0f-2a3b4c5d6e01',
      createdAt: '2026-11-24T09:40:00.000Z',
      handledAt: null,
      handledBy: null,
      language: 'en',
      officeId: 1,
      name: 'Bola Ahmed',
      email: 'bola@example.com',
      message: 'Can we visit your Lagos office next week to talk about a project?',
    },
    {
      id: '3d4e5f60-7182-4c9d-8e0f-2a3b4c5d6e02',
      createdAt: '2026-11-21T15:15:00.000Z',
      handledAt: '2026-11-21T16:00:00.000Z',
      handledBy,
      language: 'en',
      officeId: 3,
      name: 'Sèna Houngbo',
      email: 'sena.h@example.bj',
      message: 'Bonjour, proposez-vous des formations à Cotonou ?',
    },
  ],
  reservations: [
    {
      id: '4e5f6071-8293-4d0e-8f1a-3b4c5d6e7f01',
      createdAt: '2026-11-24T11:00:00.000Z',
      handledAt: null,
      handledBy: null,
      language: 'en',
      eventId: 'mobile-money-payments-2027',
      email: 'ifeoma@example.com',
    },
    {
      id: '4e5f6071-8293-4d0e-8f1a-3b4c5d6e7f02',
      createdAt: '2026-11-19T13:25:00.000Z',
      handledAt: null,
      handledBy: null,
      language: 'en',
      eventId: 'lagos-build-your-first-app-2027',
      email: 'segun@example.com',
    },
  ],
  subscribers: [
    {
      id: '5f607182-93a4-4e1f-8a2b-4c5d6e7f8001',
      createdAt: '2026-11-24T07:55:00.000Z',
      handledAt: null,
      handledBy: null,
      language: 'en',
      list: 'newsletter',
      email: 'chidi@example.com',
      status: 'pending',
      confirmedAt: null,
      unsubscribedAt: null,
    },
    {
      id: '5f607182-93a4-4e1f-8a2b-4c5d6e7f8002',
      createdAt: '2026-11-15T18:30:00.000Z',
      handledAt: null,
      handledBy: null,
      language: 'en',
      list: 'developer-portal',
      email: 'dev.yaw@example.com',
      status: 'confirmed',
      confirmedAt: '2026-11-15T18:42:00.000Z',
      unsubscribedAt: null,
    },
    {
      id: '5f607182-93a4-4e1f-8a2b-4c5d6e7f8003',
      createdAt: '2026-10-02T10:00:00.000Z',
      handledAt: null,
      handledBy: null,
      language: 'en',
      list: 'newsletter',
      email: 'former@example.com',
      status: 'unsubscribed',
      confirmedAt: '2026-10-02T10:05:00.000Z',
      unsubscribedAt: '2026-11-10T09:00:00.000Z',
    },
  ],
  consultants: [
    {
      id: '60718293-a4b5-4f2a-8b3c-5d6e7f809101',
      createdAt: '2026-11-23T17:45:00.000Z',
      handledAt: null,
      handledBy: null,
      language: 'en',
      name: 'Chiamaka Eze',
      email: 'chiamaka.eze@example.com',
      portfolioUrl: 'https://chiamaka.example.com',
      rate: 85,
      availability: 'part-time',
      expertise: ['React', 'Accessibility', 'Design systems'],
      bio: 'Front-end engineer who builds accessible design systems for fintechs.',
      location: 'Lagos, Nigeria',
      isCompanyMember: false,
      reopenedAt: null,
    },
    {
      id: '60718293-a4b5-4f2a-8b3c-5d6e7f809102',
      createdAt: '2026-11-12T08:00:00.000Z',
      handledAt: '2026-11-13T10:30:00.000Z',
      handledBy,
      language: 'en',
      name: 'Olumide Ajayi',
      email: 'olumide@example.com',
      portfolioUrl: 'https://olumide.example.com',
      rate: 120,
      availability: 'project-based',
      expertise: ['PostgreSQL', 'Data engineering'],
      bio: 'Data engineer; ten years of warehouses and pipelines for banks.',
      location: null,
      isCompanyMember: false,
      reopenedAt: '2026-11-13T10:30:00.000Z',
    },
  ],
} satisfies { [K in InboxKind]: InboxItemOf<K>[] };

const inboxPage = <K extends InboxKind>(kind: K, items: InboxItemOf<K>[] = inboxItems[kind] as InboxItemOf<K>[]) =>
  inboxPageSchema.parse({ kind, items, total: items.length, page: 1, pageSize: 20 }) as InboxPageOf<K>;

/** The staff inbox: items of every kind (stories filter and page them), pages, and the answers of its actions. */
export const inboxFixtures = {
  items: inboxItems,
  page: inboxPage,
  empty: <K extends InboxKind>(kind: K) => inboxPage(kind, []),
  handled: inboxHandledResultSchema.parse({ id: inboxItems.briefs[0]!.id, handledAt: '2026-11-25T09:00:00.000Z', handledBy }),
  reopened: inboxReopenedSchema.parse({
    item: { ...inboxItems.consultants[0]!, reopenedAt: '2026-11-25T09:00:00.000Z', handledAt: '2026-11-25T09:00:00.000Z', handledBy },
  }),
  csv: csvDocumentSchema.parse(
    '\ufeff"Received","Name","E-mail","Project type","Details","Language","Handled at","Handled by"\r\n' +
      inboxItems.briefs
        .map((b) => [b.createdAt, b.name, b.email, b.projectType, b.details, languageNamesInEnglish[b.language], b.handledAt ?? '', b.handledBy ?? ''].map((v) => `"${v}"`).join(','))
        .join('\r\n') +
      '\r\n',
  ),
  resume: resumeDocumentSchema.parse('%PDF-1.7\n% A stand-in resume for stories and component tests\n%%EOF\n'),
};

const ticketResult = ticketResultSchema.parse({ ticket: ticketList[0] });

const newAccount = staffAccountResultSchema.parse({ user: staffFixtures.accounts.users[1] });

/** The support team's saved replies. */
export const savedReplyFixtures = savedReplyListSchema.parse({
  replies: [
    {
      id: '5a1e0c3d-7b2f-4e6a-9c1d-2f3e4a5b6c01',
      title: 'Password reset: check spam',
      body: 'Hello {customer.name},\n\nThe reset mail can take a few minutes and sometimes lands in the spam folder. If it has not arrived within 15 minutes, reply here with ticket {ticket.reference} and we will send it again.\n\n{agent.name}',
      updatedBy: 'Adaeze Okafor',
      updatedAt: '2026-11-20T09:30:00Z',
    },
    {
      id: '5a1e0c3d-7b2f-4e6a-9c1d-2f3e4a5b6c02',
      title: 'Thanks, we are on it',
      body: 'Hello {customer.name},\n\nThank you for the details on "{ticket.subject}". Our engineers are looking into it and we will write again within one working day.\n\n{agent.name}',
      updatedBy: 'Tunde Bakare',
      updatedAt: '2026-11-21T14:05:00Z',
    },
    {
      id: '5a1e0c3d-7b2f-4e6a-9c1d-2f3e4a5b6c03',
      title: 'Resolved: please confirm',
      body: 'Hello {customer.name},\n\nWe believe this is fixed. Could you check on your side and reply to confirm? If we do not hear back within 7 days we will close ticket {ticket.reference}.\n\n{agent.name}',
      updatedBy: null,
      updatedAt: '2026-11-22T08:00:00Z',
    },
  ],
});

const adminProfile = staffProfileResultSchema.parse({
  profile: { ...staffFixtures.admin.user, signature: `${staffFixtures.admin.user.name}\nSupport lead, Lagos`, notifyOnAssignment: true, notifyOnCustomerReply: true },
});

/** What each endpoint answers by default in Storybook and component tests (a missing endpoint fails to compile). */
export const defaultResponses: { [K in EndpointName]: ResponseBody<Endpoints[K]> } = {
  health: healthFixtures.ok,
  ready: readyResponseSchema.parse({
    ready: true,
    database: { driver: 'pglite', ok: true },
    migrations: { applied: 13, expected: 13 },
    outbox: { pending: 0, failed: 0, oldestPendingSeconds: null },
  }),
  submitProjectBrief: submissionAcceptedSchema.parse({ message: acceptedAnswers.projectBrief }),
  sendContactMessage: submissionAcceptedSchema.parse({ message: acceptedAnswers.contactMessage(headOffice.city) }),
  reserveEventSeat: submissionAcceptedSchema.parse({
    message: "Your seat is reserved. We've e-mailed you the details and a calendar invite.",
  }),
  submitTeamApplication: submissionAcceptedSchema.parse({ message: acceptedAnswers.teamApplication }),
  submitConsultantApplication: submissionAcceptedSchema.parse({ message: consultantApplicationMessages.accepted }),
  subscribe: subscribeFixtures.newsletter,
  confirmSubscriptionPage: htmlDocumentSchema.parse(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Confirm</title></head><body><main><h1>Confirm your subscription</h1><form method="post"><button type="submit">Confirm</button></form></main></body></html>',
  ),
  confirmSubscription: htmlDocumentSchema.parse(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Confirmed</title></head><body><main><h1>You\'re subscribed</h1></main></body></html>',
  ),
  unsubscribePage: htmlDocumentSchema.parse(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed</title></head><body><main><h1>You\'re unsubscribed</h1></main></body></html>',
  ),
  signIn: staffFixtures.admin,
  signOut: submissionAcceptedSchema.parse({ message: authMessages.signedOut }),
  session: staffFixtures.admin,
  listSavedReplies: savedReplyFixtures,
  addSavedReply: savedReplyResultSchema.parse({ reply: savedReplyFixtures.replies[0] }),
  updateSavedReply: savedReplyResultSchema.parse({ reply: savedReplyFixtures.replies[0] }),
  deleteSavedReply: submissionAcceptedSchema.parse({ message: savedReplyMessages.deleted }),
  staffProfile: adminProfile,
  updateStaffProfile: adminProfile,
  listStaffAccounts: staffFixtures.accounts,
  addStaffAccount: newAccount,
  disableStaffAccount: staffAccountResultSchema.parse({ user: { ...newAccount.user, disabled: true } }),
  enableStaffAccount: newAccount,
  resetStaffPassword: newAccount,
  submitSupportRequest: supportAcceptedSchema.parse({ ticket: 'ORI-7K3M-9QXD-2HFA-8W4N' }),
  ticketAuth: ticketFixtures.signedIn,
  ticketAuthLink: ticketFixtures.signedIn,
  ticketSignOut: submissionAcceptedSchema.parse({ message: ticketMessages.signedOut }),
  clientTickets: ticketFixtures.client,
  clientReply: submissionAcceptedSchema.parse({ message: ticketMessages.replySent }),
  ticketAttachment: ticketAttachmentDocumentSchema.parse('%PDF-1.7\n% A stand-in attachment for stories and component tests\n%%EOF\n'),
  listTickets: ticketFixtures.list,
  ticketCounts: ticketFixtures.counts,
  ticketAssignees: ticketFixtures.assignees,
  createTicket: ticketResult,
  getTicket: ticketFixtures.detail,
  setTicketStatus: ticketResult,
  assignTicket: ticketResult,
  assignTicketToPerson: ticketResult,
  changeTicketsInBulk: { tickets: [ticketList[0]!] },
  respondToTicket: ticketResult,
  ticketReplying: { others: [] },
  addTicketNote: ticketResult,
  listInbox: inboxFixtures.page('briefs'),
  exportInbox: inboxFixtures.csv,
  setInboxHandled: inboxFixtures.handled,
  downloadResume: inboxFixtures.resume,
  reopenConsultantApplication: inboxFixtures.reopened,
  unsubscribeOneClick: submissionAcceptedSchema.parse({ message: "You're unsubscribed from the Orisun Software newsletter." }),
  listThreads: forumFixtures.page,
  listReplies: forumFixtures.repliesOf(forumFixtures.ids.welcome),
  createThread: { thread: forumThreads[4]!, message: forumMessages.threadCreated },
  createReply: { reply: forumReplies[1]!, thread: forumThreads[0]! },
  likeThread: forumFixtures.liked,
  likeReply: forumFixtures.liked,
  markSolution: { thread: { ...forumThreads[1]!, isSolved: true }, reply: forumReplies[2]! },
  getThread: { thread: forumThreads[0]!, replies: forumFixtures.repliesOf(forumFixtures.ids.welcome) },
  countThreadView: { views: forumThreads[0]!.views + 1 },
  editThread: { thread: forumThreads[0]!, message: 'Saved.' },
  deleteThread: submissionAcceptedSchema.parse({ message: 'The thread is deleted.' }),
  editReply: { reply: forumReplies[0]!, thread: forumThreads[0]! },
  deleteReply: submissionAcceptedSchema.parse({ message: 'The reply is deleted.' }),
  previewPost: forumFixtures.preview,
  reportPost: forumFixtures.accepted,
  forumViewer: { user: null },
  forumQueue: forumFixtures.queue,
  decideForumQueueEntry: submissionAcceptedSchema.parse({ message: 'Done.' }),
  banForumAuthor: forumFixtures.banned,
  forumBans: { bans: [forumFixtures.banned.ban] },
  liftForumBan: submissionAcceptedSchema.parse({ message: 'The ban has ended.' }),
  forumAuditLog: forumFixtures.auditLog,
  ...forumFollowDefaults,
  editOwnThread: { thread: forumThreads[4]!, message: forumAnswers.ownEdited },
  deleteOwnThread: { outcome: 'replaced', message: forumAnswers.ownDeleted },
  editOwnReply: { reply: forumReplies[1]!, thread: forumThreads[0]! },
  deleteOwnReply: { outcome: 'removed', message: forumAnswers.ownDeleted },
  listFailedMail: outboxFixtures.empty,
  retryFailedMail: outboxFixtures.retried,
  retryAllFailedMail: outboxFixtures.retriedAll,
};
