import type { InboxKind, SubscriberStatus, SubscriptionList } from '@orisun/api';
import { consultantAvailabilityLabels, events, officeById, type ConsultantAvailability, type OfficeId } from '@orisun/api/company';

/**
 * The words of the staff inbox (a tab of /admin/dashboard). Kept beside the panel, as its only reader; the
 * facts (offices, events, lists) come from `@orisun/api`.
 */
export const inboxCopy = {
  heading: 'Inbox',
  intro: 'Everything the public sends, newest first. Mark what you have dealt with as handled.',
  tabsLabel: 'Kinds of submission',
  pagesLabel: (kind: InboxKind) => `${inboxKinds[kind].title} pages`,
  searchLabel: (kind: InboxKind) => `Search ${inboxKinds[kind].many}`,
  handledFilter: {
    label: 'Show',
    options: [
      { value: 'all', label: 'All' },
      { value: 'false', label: 'Not handled' },
      { value: 'true', label: 'Handled' },
    ],
  },
  exportLabel: 'Export CSV',
  exportDescription: (kind: InboxKind) => `Downloads every ${inboxKinds[kind].one} that matches the search and filters, as a spreadsheet file.`,
  loading: (kind: InboxKind) => `Loading ${inboxKinds[kind].many}`,
  loadFailed: 'The inbox could not be loaded.',
  retry: 'Try again',
  caption: (kind: InboxKind) => `${inboxKinds[kind].title}, newest first`,
  count: (kind: InboxKind, n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? inboxKinds[kind].one : inboxKinds[kind].many}`,
  emptyTitle: (kind: InboxKind) => `No ${inboxKinds[kind].many} yet`,
  emptyDescription: (kind: InboxKind) => inboxKinds[kind].emptyDescription,
  noResultsTitle: (kind: InboxKind) => `No ${inboxKinds[kind].many} match`,
  noResultsDescription: 'Try another search, or clear the search and filters.',
  resetFilters: 'Clear search and filters',
  handled: {
    label: 'Handled',
    by: (name: string | null, when: string) => (name ? `By ${name}, ${when}` : `Handled ${when}`),
    markFailed: (handled: boolean) => (handled ? 'Could not mark it handled' : 'Could not mark it not handled'),
  },
  columns: {
    received: 'Received',
    subscribed: 'Subscribed',
    from: 'From',
    projectType: 'Project type',
    details: 'Details',
    role: 'Role',
    message: 'Message',
    resume: 'Resume',
    office: 'Office',
    event: 'Event',
    email: 'E-mail',
    list: 'List',
    status: 'Status',
    rate: 'Rate',
    expertise: 'Expertise',
    application: 'Application',
    handled: 'Handled',
  },
  resumeLink: (name: string) => `Download the resume of ${name}`,
  rate: (usd: number, availability: ConsultantAvailability) => `$${usd.toFixed(2).replace(/\.00$/, '')}/h, ${consultantAvailabilityLabels[availability]}`,
  reopen: {
    label: 'Reopen',
    description: (name: string) => `Lets ${name} apply to the Expert Network again`,
    reopened: 'Reopened',
    reopenedHint: 'This address may apply again.',
    open: 'Open',
    done: (name: string) => `${name} can apply again`,
    failed: 'Could not reopen the application',
  },
  subscriberStatuses: { pending: 'Waiting for confirmation', confirmed: 'Subscribed', unsubscribed: 'Unsubscribed' } satisfies Record<SubscriberStatus, string>,
  lists: { newsletter: 'Events newsletter', 'developer-portal': 'Developer Portal waitlist' } satisfies Record<SubscriptionList, string>,
  filters: {
    office: { label: 'Office', all: 'All offices' },
    event: { label: 'Event', all: 'All events' },
    list: { label: 'List', all: 'All lists' },
  },
} as const;

/** Each kind's names: the tab's title, one item and several. */
export const inboxKinds: Record<InboxKind, { title: string; one: string; many: string; searchHint: string; emptyDescription: string }> = {
  briefs: {
    title: 'Project briefs',
    one: 'project brief',
    many: 'project briefs',
    searchHint: 'Name, e-mail, project type or details',
    emptyDescription: "Briefs sent from the home page's 'Complete Project Brief' form show here.",
  },
  applications: {
    title: 'Team applications',
    one: 'team application',
    many: 'team applications',
    searchHint: 'Name, e-mail, role, message or file name',
    emptyDescription: "Applications sent from the Team page's 'Join Our Team' form show here, with their resumes.",
  },
  contact: {
    title: 'Contact messages',
    one: 'contact message',
    many: 'contact messages',
    searchHint: 'Name, e-mail or message',
    emptyDescription: 'Messages sent from the contact page show here, by office.',
  },
  reservations: {
    title: 'Reservations',
    one: 'reservation',
    many: 'reservations',
    searchHint: 'E-mail or event',
    emptyDescription: 'Seats reserved at upcoming events show here.',
  },
  subscribers: {
    title: 'Subscribers',
    one: 'subscriber',
    many: 'subscribers',
    searchHint: 'E-mail',
    emptyDescription: 'Addresses on the events newsletter and the Developer Portal waitlist show here.',
  },
  consultants: {
    title: 'Expert Network',
    one: 'Expert Network application',
    many: 'Expert Network applications',
    searchHint: 'Name, e-mail, portfolio, bio, location or expertise',
    emptyDescription: 'Applications to the Expert Network from the consultants page show here.',
  },
};

/** An office's city ("Lagos"), or its number should it be unknown. */
export function officeName(id: number): string {
  try {
    return officeById(id as OfficeId).city;
  } catch {
    return `Office ${id}`;
  }
}

/** An event's title, or its id should it have left the catalogue. */
export function eventName(id: string): string {
  return events.find((event) => event.id === id)?.title ?? id;
}

/** The events that take reservations here, for the event filter (newest plans first, as the catalogue lists them). */
export const reservableEvents = events.filter((event) => event.capacity > 0 && !event.registrationLink);

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

/** A time as staff read it, in West Africa Time (the offices' own): "24 Nov 2026, 17:20". */
export function formatTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A file size as people read it: "180 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
