/**
 * Copy of the staff desk (`/admin/dashboard`: tickets, the inbox, failed mail, and for admins the forum's queue and
 * the staff accounts); the sign-in page's (`/admin`) is `staffSignIn.ts`. The spec's own sentences (sections 5 and
 * 8) are kept word for word: the toasts, 'Please select a team to assign', 'Response cannot be empty', 'No tickets
 * found matching your criteria'. The rules behind them (statuses, teams, password policy) come from `@orisun/api`,
 * which the server reads too.
 */
import { mailOutboxRules, type StaffRole, type TicketOverdue, type TicketEvent, type TicketStatus, type TicketUrgency } from '@orisun/api';
import { formatCount } from '@orisun/ui';
import { writtenIn } from '@orisun/api/languages';
import { waitDuration } from './forms.ts';

/** Where the dashboard is, and where a signed-out visitor of it is sent. */
export const staffPaths = { signIn: '/admin', dashboard: '/admin/dashboard' } as const;

export const roleLabels: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };

export const urgencyLabels: Record<TicketUrgency, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** A status as people read it: `in-progress` -> `in progress` (the same words as the kit's StatusBadge). */
export const statusLabel = (status: TicketStatus | string) => status.replace(/-/g, ' ');

/** The desk's page before its shell shows (checking the session) and the words around signing out. */
export const staffDashboard = {
  heading: 'Support Dashboard',
  signingOutLabel: 'Signing out...',
  signOutFailed: 'Could not sign you out',
  checking: 'Checking your sign-in…',
  redirecting: 'You are not signed in. Taking you to the sign-in page…',
  sessionFailed: 'We could not check your sign-in.',
  retryLabel: 'Try again',
};

/**
 * The desk's own shell (`/admin/dashboard`): the top bar, the side list of views with their counts, the list beside the
 * open ticket. The views are the server's (`ticketViews` of `@orisun/api`); "All open" is every ticket not resolved.
 */
export const staffWorkspace = {
  /** The product's name in the top bar. */
  product: 'Support desk',
  navLabel: 'Desk views',
  groups: { tickets: 'Tickets', desk: 'Desk' },
  views: { mine: 'My tickets', unassigned: 'Unassigned', overdue: 'Overdue', open: 'All open', waiting: 'Waiting for response', resolved: 'Resolved' },
  /** A ticket past a promised time (`ticketTargets`), on its row in the list. */
  overdue: { 'first-response': 'Overdue: no first response', resolution: 'Overdue: not resolved' } as Record<TicketOverdue, string>,
  sections: { inbox: 'Inbox', replies: 'Saved replies', mail: 'Mail', forum: 'Forum queue', 'forum-threads': 'Forum threads', 'forum-bans': 'Forum bans', 'forum-log': 'Moderation log', users: 'Users' },
  /** A view's count in words, after its name. */
  ticketCount: (count: number) => (count === 1 ? '1 ticket' : `${formatCount(count)} tickets`),
  mailCount: (count: number) => `${formatCount(count)} failed`,
  search: { label: 'Search tickets', placeholder: 'Reference, subject or customer' },
  searchHeading: (q: string) => `Search results for “${q}”`,
  searchAll: 'Every ticket, resolved ones too.',
  person: {
    trigger: (name: string) => `Your account: ${name}`,
    role: (role: StaffRole) => roleLabels[role],
    signOut: 'Sign out',
  },
  /** The desk's keyboard shortcuts (useDeskShortcuts.ts) and the dialog "?" opens. */
  shortcuts: {
    title: 'Keyboard shortcuts',
    description: 'Single keys, never while you type in a field. Press ? again any time to see them.',
    keyHeader: 'Key',
    actionHeader: 'Does',
    openLabel: 'Keyboard shortcuts (?)',
    keys: {
      next: { key: 'j', label: 'Next ticket in the list' },
      previous: { key: 'k', label: 'Previous ticket in the list' },
      open: { key: 'Enter', label: 'Open the ticket marked in the list' },
      select: { key: 'x', label: 'Select or unselect the ticket marked in the list' },
      reply: { key: 'r', label: 'Write a response to the customer' },
      note: { key: 'n', label: 'Write an internal note' },
      assignMe: { key: 'a', label: 'Assign the open ticket to me' },
      help: { key: '?', label: 'Show these shortcuts' },
    },
  },
  /** Changing several tickets of the list at once. */
  bulk: {
    selectAll: 'Select all on this page',
    selectRow: (subject: string) => `Select “${subject}”`,
    barLabel: 'Change the selected tickets',
    selected: (n: number) => (n === 1 ? '1 ticket selected' : `${formatCount(n)} tickets selected`),
    status: 'Set status',
    statusPlaceholder: 'Choose a status',
    statusSubmit: 'Apply status',
    person: 'Assign to',
    personPlaceholder: 'Choose a person',
    nobody: 'No one',
    personSubmit: 'Assign',
    clear: 'Clear selection',
    chooseStatus: 'Choose a status to set.',
    choosePerson: 'Choose a person to assign.',
    statusDone: (n: number, status: string) => `${n === 1 ? '1 ticket' : `${formatCount(n)} tickets`} set to ${status}`,
    personDone: (n: number, name: string) => `${n === 1 ? '1 ticket' : `${formatCount(n)} tickets`} assigned to ${name}`,
    failed: 'Failed to change the selected tickets',
  },
  back: (view: string) => `Back to ${view}`,
  listLabel: (view: string) => `Tickets: ${view}`,
  unassignedPerson: 'No one',
  detailLabel: 'Open ticket',
  noTicket: { title: 'No ticket open', description: 'Choose a ticket from the list to read it and answer here.' },
  ticketNotFound: { title: 'There is no such ticket', description: 'No ticket has this reference. It may have been typed wrongly.' },
  emptyView: {
    mine: { title: 'Nothing assigned to you', description: 'Tickets you take with “Assign to me” show here until they are resolved.' },
    unassigned: { title: 'Every ticket has someone', description: 'Open tickets nobody has taken show here.' },
    overdue: {
      title: 'Every promise kept',
      description: 'Tickets past their first-response time (2 hours for high urgency, 24 otherwise) or their resolution time (1, 3 or 5 days) show here.',
    },
    open: { title: 'No open tickets', description: 'Tickets that are not resolved show here.' },
    waiting: { title: 'Nobody to wait for', description: 'Tickets waiting for the customer’s answer show here.' },
    resolved: { title: 'Nothing resolved yet', description: 'Resolved tickets show here.' },
  },
} as const;

/** The Tickets tab: counters, search and filters, the list and the changes staff make. */
export const staffTickets = {
  heading: 'Tickets',
  counters: {
    label: 'Ticket counts',
    total: 'Total',
    open: 'Open',
    inProgress: 'In Progress',
    resolved: 'Resolved',
  },
  newTicketLabel: 'New Ticket',
  filters: {
    label: 'Search and filter tickets',
    search: { label: 'Search tickets', hint: 'Customer, subject or reference' },
    status: { label: 'Status', all: 'All statuses' },
    urgency: { label: 'Urgency', all: 'All urgencies' },
  },
  /** The live line above the list. */
  found: (count: number) => (count === 1 ? '1 ticket' : `${count} tickets`),
  loading: 'Loading tickets',
  pagesLabel: 'Ticket pages',
  loadFailed: 'Failed to load tickets',
  retryLabel: 'Try again',
  empty: {
    title: 'No tickets found matching your criteria',
    description: 'Try another search or fewer filters.',
    resetLabel: 'Reset filters',
  },
  noTickets: {
    title: 'No tickets yet',
    description: 'Tickets from the support form, and the ones you open with New Ticket, show here.',
  },
  card: {
    loadingDetail: 'Loading notes and history',
    detailFailed: 'Could not load the notes and history of this ticket.',
    times: {
      label: 'Response times',
      firstResponse: 'First response',
      resolution: 'Resolution',
      noResponse: 'Not yet',
      notResolved: 'Not resolved',
    },
    /** The language the customer wrote in: the desk's mails to them are in it, and so should a response be. */
    language: writtenIn,
  },
  assign: {
    formLabel: 'Assign to a team',
    label: 'Team',
    placeholder: 'Choose a team',
    submitLabel: 'Assign',
  },
  assignee: {
    formLabel: 'Assign to a person',
    label: 'Person',
    nobody: 'Nobody',
    submitLabel: 'Assign',
    toMeLabel: 'Assign to me',
  },
  status: {
    formLabel: 'Change the status',
    label: 'Status',
    submitLabel: 'Update status',
  },
  respond: {
    formLabel: 'Respond to the customer',
    label: 'Response to the customer',
    hint: (email: string) => `E-mailed to ${email} with the ticket reference. Sending it on an open ticket moves it to in progress.`,
    submitLabel: 'Send response',
    /** Said (politely, live) while colleagues are writing a response on the same ticket. */
    colleaguesWriting: (names: readonly string[]) =>
      names.length === 1 ? `${names[0]} is writing a response to this ticket too.` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are writing responses to this ticket too.`,
    attachments: { label: 'Attach files', hint: 'Images or PDFs, up to 3 files of 5 MB each: mailed with the response.', choose: 'Add files', empty: 'No files chosen' },
  },
  note: {
    formLabel: 'Add an internal note',
    label: 'Internal note',
    hint: 'Staff only: never e-mailed or shown to the customer.',
    submitLabel: 'Add internal note',
  },
  /** The toasts of docs/product.md §3.8, word for word. */
  toasts: {
    statusUpdated: (status: TicketStatus) => `Ticket status updated to ${statusLabel(status)}`,
    statusFailed: 'Failed to update ticket status',
    assigned: (team: string) => `Ticket assigned to ${team}`,
    assignFailed: 'Failed to assign ticket',
    assignedPerson: (name: string) => `Ticket assigned to ${name}`,
    unassignedPerson: 'Nobody is assigned to the ticket now',
    responded: 'Response added successfully',
    respondFailed: 'Failed to add response',
    noteAdded: 'Internal note added',
    noteFailed: 'Failed to add internal note',
  },
};

/** The audit trail's phrase for one event, after the actor's name. */
export function auditAction(event: TicketEvent): string {
  const status = (value: string | null) => (value ? statusLabel(value) : 'none');
  switch (event.action) {
    case 'created':
      return 'opened the ticket';
    case 'assigned':
      return event.from ? `reassigned it from ${event.from} to ${event.to ?? 'nobody'}` : `assigned it to ${event.to ?? 'nobody'}`;
    case 'assignee':
      if (!event.to) return `unassigned ${event.from ?? 'nobody'}`;
      return event.from ? `passed it from ${event.from} to ${event.to}` : `assigned it to ${event.to}`;
    case 'status':
      return `changed the status from ${status(event.from)} to ${status(event.to)}`;
    case 'response':
      return event.from && event.to && event.from !== event.to
        ? `responded to the customer (status ${status(event.from)} → ${status(event.to)})`
        : 'responded to the customer';
    case 'note':
      return 'added an internal note';
    case 'reply':
      return 'replied';
  }
}

/** Who did it: a staff member's name, or the customer's name for `customer`. */
export function auditActor(event: TicketEvent, customer: string): string {
  return event.actor === 'customer' ? `${customer} (customer)` : event.actor;
}

/** A span of time as people say it: `under a minute`, `45 min`, `2 h 5 min`, `3 days 4 h`. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const unit = days === 1 ? 'day' : 'days';
  return hours % 24 ? `${days} ${unit} ${hours % 24} h` : `${days} ${unit}`;
}

/** The New Ticket dialog: a ticket opened for a customer, who is mailed the reference. */
export const newTicketDialog = {
  title: 'New ticket',
  description: 'Open a ticket for a customer. They are e-mailed the reference and a link to follow it.',
  formLabel: 'New ticket for a customer',
  fields: {
    name: { label: 'Customer name' },
    email: { label: 'Customer e-mail' },
    subject: { label: 'Subject' },
    urgency: { label: 'Urgency' },
    message: { label: 'Description', hint: 'What the customer needs, in their words if you have them.' },
  },
  submitLabel: 'Create ticket',
  submittingLabel: 'Creating...',
  cancelLabel: 'Cancel',
  created: {
    title: 'Ticket created',
    reference: 'Reference',
    body: (email: string) => `We e-mailed the reference to ${email}.`,
    anotherLabel: 'Create another',
    doneLabel: 'Done',
  },
  error: {
    title: 'The ticket was not created.',
    rateLimited: (seconds: number | undefined) => `Too many requests. Please wait ${seconds === undefined ? 'a few minutes' : waitDuration(seconds)} and try again.`,
    offline: 'We could not reach our server. Check your connection and try again.',
  },
};

/** The Users tab (admins): the staff accounts. */
export const staffUsers = {
  heading: 'Staff accounts',
  intro: 'Who can sign in to the desk. Staff work tickets; admins also manage accounts and moderate the forum.',
  loading: 'Loading accounts',
  loadFailed: 'Failed to load staff accounts',
  retryLabel: 'Try again',
  columns: { name: 'Name', email: 'E-mail', role: 'Role', status: 'Status', lastSignIn: 'Last sign-in', actions: 'Actions' },
  active: 'Active',
  disabled: 'Disabled',
  never: 'Never',
  you: 'you',
  addLabel: 'Add account',
  disableLabel: 'Disable',
  enableLabel: 'Enable',
  resetLabel: 'Reset password',
  /** The full names of a row's buttons, which say whose account they act on. */
  disableName: (name: string) => `Disable ${name}`,
  enableName: (name: string) => `Enable ${name}`,
  resetName: (name: string) => `Reset password of ${name}`,
  toasts: {
    added: (name: string) => `Account added for ${name}`,
    disabled: (name: string) => `${name} can no longer sign in`,
    disabledDetail: 'Their sessions have ended.',
    disableFailed: (name: string) => `Could not disable ${name}`,
    enabled: (name: string) => `${name} can sign in again`,
    enableFailed: (name: string) => `Could not enable ${name}`,
    reset: (name: string) => `Password reset for ${name}`,
    resetDetail: 'Their sessions have ended. Give them the new password in person.',
  },
  add: {
    title: 'Add a staff account',
    description: 'They sign in at /admin with this e-mail address and the first password you give them.',
    fields: {
      name: { label: 'Name' },
      email: { label: 'E-mail' },
      role: { label: 'Role', hint: 'Admins also manage accounts and moderate the forum.' },
      password: { label: 'First password', hint: 'At least 12 characters: a few words make a good password. Give it to them in person, not by e-mail.' },
    },
    submitLabel: 'Add account',
    submittingLabel: 'Adding...',
    cancelLabel: 'Cancel',
  },
  reset: {
    title: (name: string) => `Reset the password of ${name}`,
    description: 'Their sessions end at once; they sign in again with the new password.',
    fields: { password: { label: 'New password', hint: 'At least 12 characters: a few words make a good password.' } },
    submitLabel: 'Reset password',
    submittingLabel: 'Resetting...',
    cancelLabel: 'Cancel',
  },
  error: {
    title: 'That did not work.',
    offline: 'We could not reach our server. Check your connection and try again.',
  },
};

/** The Forum tab (admins): the moderation queue of reported posts and threads held for approval. */
export const forumQueueCopy = {
  heading: 'Forum moderation',
  intro: 'Reported posts and threads held for approval, oldest first. Keep what may stay; remove what breaks the rules.',
  /** The count in the heading and the live line under it. */
  count: (n: number) => (n === 1 ? '1 open entry' : `${formatCount(n)} open entries`),
  loading: 'Loading the moderation queue',
  loadFailed: 'The moderation queue could not be loaded.',
  retryLabel: 'Try again',
  emptyTitle: 'Nothing to moderate',
  emptyDescription: 'Reported posts and threads waiting for approval show here.',
  listLabel: 'Moderation queue',
  kinds: { thread: 'Thread', reply: 'Reply' },
  /** The line under the kind: which thread the post is in (a link to it). */
  inThread: { thread: 'New thread:', reply: 'Reply in' },
  by: (author: string) => `by ${author}`,
  pending: 'Held for approval',
  hidden: 'Hidden',
  hiddenHint: 'Hidden from the forum until you decide: enough visitors reported it.',
  content: 'What it says',
  reports: (n: number) => (n === 1 ? '1 report' : `${n} reports`),
  noReports: 'No reports: waiting for approval.',
  keepLabel: 'Keep',
  /** What Keep does, after its name. */
  keepHint: (pending: boolean) => (pending ? 'approve it so it shows in the forum' : 'dismiss its reports'),
  /** The accessible names of the actions, naming the post. */
  keepName: (what: string) => `Keep ${what}`,
  removeLabel: 'Remove',
  removeName: (what: string) => `Remove ${what}`,
  /** A post in words, for the actions' names and the toasts: "the reply by Anonymous in “Welcome…”". */
  what: (kind: 'thread' | 'reply', author: string, title: string) =>
    kind === 'thread' ? `the thread “${title}” by ${author}` : `the reply by ${author} in “${title}”`,
  confirm: {
    title: (kind: 'thread' | 'reply') => (kind === 'thread' ? 'Remove this thread?' : 'Remove this reply?'),
    description: (kind: 'thread' | 'reply') =>
      kind === 'thread'
        ? 'The thread and all its replies are deleted from the forum. This cannot be undone.'
        : 'The reply is deleted from the forum. This cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Remove',
  },
  toasts: {
    kept: (pending: boolean) => (pending ? 'Thread approved' : 'Post kept'),
    keptDetail: (pending: boolean) => (pending ? 'It now shows in the forum.' : 'Its reports are dismissed.'),
    removed: (kind: 'thread' | 'reply') => (kind === 'thread' ? 'Thread removed' : 'Reply removed'),
    keepFailed: 'Could not keep the post',
    removeFailed: 'Could not remove the post',
  },
};

/** The words a kind of mail shows as (`ticket-response`: who it went to and why); a kind not named here shows as it is. */
const mailKinds: Readonly<Record<string, string>> = {
  'project-brief': 'Project brief, to sales',
  'team-application': 'Team application, to careers',
  'consultant-application': 'Expert Network application, to the network',
  'contact-message': 'Contact message, to an office',
  reservation: 'Seat reservation, to the guest',
  'ticket-received': 'Ticket received, to the customer',
  'ticket-to-support': 'New ticket, to support',
  'ticket-reply-to-support': "Customer's reply, to support",
  'ticket-response': 'Staff response, to the customer',
  'ticket-resolved': 'Ticket resolved, to the customer',
  'subscription-newsletter': 'Newsletter welcome',
  'subscription-developer-portal': 'Developer Portal welcome',
  'subscription-confirm-newsletter': 'Newsletter confirmation link',
  'subscription-confirm-developer-portal': 'Developer Portal confirmation link',
};

/** The Mail tab: the mail the outbox gave up on, and sending it again. */
export const failedMailCopy = {
  heading: 'Failed mail',
  intro: `Mail the server could not deliver after ${mailOutboxRules.maxAttempts} tries over about four days. Fix the cause (the mail server, a mistyped address), then send it again: it is tried up to ${mailOutboxRules.maxAttempts} more times.`,
  /** The count beside the heading and in the live line under it. */
  count: (n: number) => (n === 1 ? '1 failed mail' : `${formatCount(n)} failed mails`),
  loading: 'Loading the failed mail',
  loadFailed: 'The failed mail could not be loaded.',
  retryLoadLabel: 'Try again',
  emptyTitle: 'No failed mail',
  emptyDescription: 'Every mail was delivered or is still being tried. Mail the server gives up on shows here, with the reason.',
  caption: 'Failed mail, most recently queued first',
  pagesLabel: 'Failed mail pages',
  columns: { mail: 'Mail', to: 'To', attempts: 'Tries', error: 'Last error', queued: 'Queued', lastAttempt: 'Last tried', actions: 'Actions' },
  kind: (kind: string) => mailKinds[kind] ?? kind,
  replyTo: (address: string) => `Replies to ${address}`,
  noError: 'No error recorded',
  retryLabel: 'Send again',
  /** The accessible name of a row's button, naming the mail. */
  retryName: (subject: string, to: string) => `Send again: “${subject}” to ${to}`,
  retryAllLabel: 'Send all again',
  retryAllDescription: (n: number) => `Sends the ${n === 1 ? 'failed mail' : `${formatCount(n)} failed mails`} again, on every page.`,
  toasts: {
    retried: 'Mail queued to send again',
    retriedDetail: (to: string) => `It goes to ${to} within seconds.`,
    retryFailed: 'Could not send the mail again',
    retriedAll: (n: number) => (n === 0 ? 'No mail to send again' : n === 1 ? '1 mail queued to send again' : `${formatCount(n)} mails queued to send again`),
    retriedAllDetail: 'They go out within seconds. Mail that fails again shows here after its tries.',
    retryAllFailed: 'Could not send the failed mail again',
  },
};

/** 'Your profile': the signed-in person's own name, signature and mail settings. */
export const staffProfile = {
  openLabel: 'Your profile',
  title: 'Your profile',
  description: 'Customers and colleagues see your name on your answers; your signature goes under each answer mailed to a customer.',
  loading: 'Loading your profile',
  loadFailed: 'Could not load your profile.',
  fields: {
    name: { label: 'Your name', hint: 'As customers see it: "Ada Okafor answered your ticket".' },
    signature: { label: 'Signature', hint: 'Optional: a few lines under your answers, such as your role and office.' },
    notifyOnAssignment: { label: 'E-mail me when a ticket is assigned to me' },
    notifyOnCustomerReply: { label: 'E-mail me when the customer of a ticket assigned to me replies' },
  },
  notifications: 'Mail from the desk',
  submitLabel: 'Save profile',
  submittingLabel: 'Saving...',
  cancelLabel: 'Cancel',
  saved: 'Your profile is saved',
  error: { title: 'Your profile was not saved', offline: 'You seem to be offline. Check your connection and try again.' },
};

/** The Saved replies tab, and the picker in the response form. */
export const staffSavedReplies = {
  heading: 'Saved replies',
  intro: 'Answers the whole team shares. Pick one while responding to a ticket and edit it before sending.',
  placeholdersHeading: 'Placeholders, filled in when you pick a reply',
  addLabel: 'Add saved reply',
  editLabel: 'Edit',
  editName: (title: string) => `Edit ${title}`,
  deleteLabel: 'Delete',
  deleteName: (title: string) => `Delete ${title}`,
  changedBy: (name: string | null, when: string) => (name ? `Changed by ${name}, ${when}` : `Changed ${when}`),
  loading: 'Loading saved replies',
  loadFailed: 'Could not load the saved replies.',
  retryLabel: 'Try again',
  empty: 'No saved replies yet. Add the answers you give often.',
  listLabel: 'Saved replies',
  form: {
    addTitle: 'Add a saved reply',
    editTitle: 'Edit saved reply',
    description: 'Placeholders such as {customer.name} are filled in from the ticket when someone picks this reply.',
    fields: {
      title: { label: 'Title', hint: 'What colleagues pick it by, such as "Password reset: check spam".' },
      body: { label: 'Reply', hint: 'Placeholders: {customer.name}, {customer.email}, {ticket.reference}, {ticket.subject}, {agent.name}.' },
    },
    submitLabel: 'Save reply',
    submittingLabel: 'Saving...',
    cancelLabel: 'Cancel',
  },
  confirmDelete: {
    title: (title: string) => `Delete "${title}"?`,
    description: 'Colleagues will no longer find it when responding. Answers already sent are not changed.',
    confirmLabel: 'Delete reply',
    cancelLabel: 'Keep it',
  },
  toasts: {
    added: (title: string) => `Saved reply "${title}" added`,
    changed: (title: string) => `Saved reply "${title}" changed`,
    deleted: (title: string) => `Saved reply "${title}" deleted`,
    deleteFailed: 'Could not delete the saved reply',
  },
  error: { title: 'The saved reply was not saved', offline: 'You seem to be offline. Check your connection and try again.' },
  picker: {
    label: 'Saved reply',
    placeholder: 'Choose a saved reply',
    insertLabel: 'Insert',
    insertName: 'Insert the saved reply into the response',
    none: 'No saved replies yet: add them on the Saved replies tab.',
  },
};
