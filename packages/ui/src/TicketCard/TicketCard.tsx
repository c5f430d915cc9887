import { useId, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, Lock } from 'lucide-react';
import { AttachmentList, type AttachmentListItem } from '../AttachmentList/AttachmentList.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { UrgencyBadge, type TicketUrgency } from '../UrgencyBadge/UrgencyBadge.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './TicketCard.css.ts';

/** Who wrote an entry of the conversation: the support team, the customer, or staff to staff. */
export const ticketEntryKinds = ['staff', 'customer', 'internal'] as const;
export type TicketEntryKind = (typeof ticketEntryKinds)[number];

export const ticketCardHeadingLevels = [2, 3, 4, 5] as const;
export type TicketCardHeadingLevel = (typeof ticketCardHeadingLevels)[number];

/** A moment: an ISO 8601 date-time for `<time dateTime>`, and optionally the words to show for it. */
export interface TicketMoment {
  /** ISO 8601 date-time (`'2026-11-25T09:30:00Z'`). */
  at: string;
  /** The text to show ("2 hours ago"). Default: `at` formatted in en-GB (`25 Nov 2026, 10:30`) in the card's `timeZone`. */
  label?: string;
}

/** One entry of a ticket's conversation. */
export interface TicketConversationEntry extends TicketMoment {
  id: string;
  /** `staff` response, `customer` reply, or `internal` note (never shown to the customer). */
  kind: TicketEntryKind;
  /** Who wrote it, as shown ("Ada, Support Team", "Chinedu Okafor"). */
  author: string;
  /** Plain text; line breaks are kept. */
  body: string;
  /** Files sent with it, shown as download links under the text. Default none. */
  attachments?: readonly AttachmentListItem[];
}

/** One line of a ticket's audit trail: who did what, when. */
export interface TicketAuditEntry extends TicketMoment {
  id: string;
  /** Who did it ("Ada Obi", "System"). */
  actor: string;
  /** What they did, as a phrase that follows the name ("set the status to resolved"). */
  action: string;
}

/** What a TicketCard shows. Plain data, so any source (API, fixtures) can fill it. */
export interface TicketCardData {
  id: string;
  /** The reference people read out (on the phone, in e-mails). Default `id`. */
  reference?: string;
  subject: string;
  customer: { name: string; email: string };
  urgency: TicketUrgency;
  /** As stored (`'open'`, `'in-progress'`, `'resolved'`…); absent shows "pending". See StatusBadge. */
  status?: string | null;
  /** The customer's original message. */
  message: string;
  /** Files sent with the original message, shown as download links. Default none. */
  messageAttachments?: readonly AttachmentListItem[];
  created: TicketMoment;
  /** The latest response, reply, note or change. Default: not shown. */
  lastActivity?: TicketMoment;
  /** The team the ticket is assigned to; absent shows `labels.unassigned`. */
  assignedTo?: string | null;
  /** The person working it; `null` shows `labels.nobody`, `undefined` leaves the line out. Default: left out. */
  assignee?: string | null;
  /** Responses, replies and internal notes, in any order: shown oldest first. */
  conversation?: readonly TicketConversationEntry[];
  /** Audit trail, shown oldest first when given. Default: not shown. */
  audit?: readonly TicketAuditEntry[];
}

/** Every fixed word of the card, to translate or adapt. */
export interface TicketCardLabels {
  reference: string;
  customer: string;
  created: string;
  lastActivity: string;
  assignedTo: string;
  unassigned: string;
  assignee: string;
  nobody: string;
  message: string;
  conversation: string;
  noConversation: string;
  audit: string;
  staff: string;
  customerReply: string;
  internal: string;
  attachments: string;
}

export const ticketCardDefaultLabels: TicketCardLabels = {
  reference: 'Ticket',
  customer: 'Customer',
  created: 'Created',
  lastActivity: 'Last activity',
  assignedTo: 'Assigned to',
  unassigned: 'Unassigned',
  assignee: 'Assignee',
  nobody: 'Nobody',
  message: 'Original message',
  conversation: 'Conversation',
  noConversation: 'No responses yet.',
  audit: 'History',
  staff: 'Staff response',
  customerReply: 'Customer reply',
  internal: 'Internal note',
  attachments: 'Attachments',
};

export interface TicketCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The ticket. */
  ticket: TicketCardData;
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled: open at first. Default `false`. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * `false`: always open, the subject a plain heading (focusable from script, `tabIndex=-1`), for a ticket shown on its
   * own (the open ticket beside a list). Default `true`: the subject is the button that opens and closes it.
   */
  collapsible?: boolean;
  /** Level of the subject's heading, to fit the page outline; the sections inside are one below. Default `3`. */
  headingLevel?: TicketCardHeadingLevel;
  /** Time zone of the formatted dates. Default `'Africa/Lagos'` (WAT, the offices' zone), so server and browser agree. */
  timeZone?: string;
  /** Replaces some of the fixed words. */
  labels?: Partial<TicketCardLabels>;
  /**
   * Shown at the end of the open card: the actions the page adds (assign, respond, set status),
   * usually in a `TicketCard.Actions`. The card never acts on its own.
   */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatMoment({ at, label }: TicketMoment, timeZone: string): string {
  if (label) return label;
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formatters.set(timeZone, format);
  }
  return format.format(date);
}

function Moment({ moment, timeZone }: { moment: TicketMoment; timeZone: string }) {
  return <time dateTime={moment.at}>{formatMoment(moment, timeZone)}</time>;
}

const byTime = <T extends TicketMoment>(items: readonly T[]) =>
  items
    .map((item, index) => ({ item, index, t: Date.parse(item.at) }))
    .sort((a, b) => (Number.isNaN(a.t) || Number.isNaN(b.t) ? a.index - b.index : a.t - b.t || a.index - b.index))
    .map(({ item }) => item);

/**
 * A support ticket that opens in place (Radix Collapsible): reference, status, urgency, subject,
 * customer, dates and team; open, the original message, the conversation in time order (internal
 * notes marked "Internal note") and the audit trail, then the page's actions (`children`). The
 * subject is the button that opens it (Enter or Space).
 */
function TicketCardRoot({
  ticket,
  open,
  defaultOpen,
  onOpenChange,
  collapsible = true,
  headingLevel = 3,
  timeZone = 'Africa/Lagos',
  labels: labelsProp,
  children,
  className,
  ...rest
}: TicketCardProps) {
  const id = useId();
  const labels = { ...ticketCardDefaultLabels, ...labelsProp };
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5' | 'h6';
  const conversation = useMemo(() => byTime(ticket.conversation ?? []), [ticket.conversation]);
  const audit = useMemo(() => (ticket.audit ? byTime(ticket.audit) : undefined), [ticket.audit]);
  const kindLabel: Record<TicketEntryKind, string> = { staff: labels.staff, customer: labels.customerReply, internal: labels.internal };

  return (
    <Collapsible.Root asChild open={collapsible ? open : true} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <article
        data-component="TicketCard"
        aria-labelledby={`${id}subject`}
        {...rest}
        className={cx(styles.root, className)}
      >
        <div data-part="Header" className={styles.header}>
          <div data-part="Badges" className={styles.badges}>
            <span data-part="Reference" className={styles.reference}>
              {labels.reference} {ticket.reference ?? ticket.id}
            </span>
            <StatusBadge status={ticket.status} />
            <UrgencyBadge urgency={ticket.urgency} />
          </div>
          {collapsible ? (
            <Heading data-part="Heading" className={styles.heading} id={`${id}subject`}>
              <Collapsible.Trigger data-part="Trigger" className={styles.trigger}>
                <span>{ticket.subject}</span>
                <Icon icon={ChevronDown} className={styles.chevron} />
              </Collapsible.Trigger>
            </Heading>
          ) : (
            <Heading data-part="Heading" className={cx(styles.heading, styles.staticHeading)} id={`${id}subject`} tabIndex={-1}>
              {ticket.subject}
            </Heading>
          )}
          <dl data-part="Meta" className={styles.meta}>
            <div>
              <dt className={styles.metaTerm}>{labels.customer}</dt>
              <dd className={styles.metaValue}>
                {ticket.customer.name}
                <span className={styles.email}>{ticket.customer.email}</span>
              </dd>
            </div>
            <div>
              <dt className={styles.metaTerm}>{labels.created}</dt>
              <dd className={styles.metaValue}>
                <Moment moment={ticket.created} timeZone={timeZone} />
              </dd>
            </div>
            {ticket.lastActivity && (
              <div>
                <dt className={styles.metaTerm}>{labels.lastActivity}</dt>
                <dd className={styles.metaValue}>
                  <Moment moment={ticket.lastActivity} timeZone={timeZone} />
                </dd>
              </div>
            )}
            <div>
              <dt className={styles.metaTerm}>{labels.assignedTo}</dt>
              <dd className={styles.metaValue}>{ticket.assignedTo || labels.unassigned}</dd>
            </div>
            {ticket.assignee !== undefined && (
              <div>
                <dt className={styles.metaTerm}>{labels.assignee}</dt>
                <dd className={styles.metaValue}>{ticket.assignee ?? labels.nobody}</dd>
              </div>
            )}
          </dl>
        </div>
        <Collapsible.Content data-part="Content" className={styles.content}>
          <div className={styles.body}>
            <section className={styles.section} data-part="Message">
              <SubHeading className={styles.sectionHeading}>
                {labels.message}
              </SubHeading>
              <p className={styles.text}>{ticket.message}</p>
              {ticket.messageAttachments && <AttachmentList items={ticket.messageAttachments} title={labels.attachments} />}
            </section>
            <section className={styles.section} data-part="Conversation">
              <SubHeading className={styles.sectionHeading}>
                {labels.conversation}
              </SubHeading>
              {conversation.length === 0 ? (
                <p className={styles.muted}>{labels.noConversation}</p>
              ) : (
                <ol className={styles.list}>
                  {conversation.map((entry) => (
                    <li
                      key={entry.id}
                      data-part="Entry"
                      data-kind={entry.kind}
                      data-tone={entry.kind === 'internal' ? 'caution' : undefined}
                      className={styles.entry({ kind: entry.kind })}
                    >
                      <div className={styles.entryHeader}>
                        <span className={styles.author}>{entry.author}</span>
                        {entry.kind === 'internal' ? (
                          <Badge tone="caution" variant="solid" icon={<Icon icon={Lock} size="inherit" />}>
                            {labels.internal}
                          </Badge>
                        ) : (
                          <span className={styles.time}>{kindLabel[entry.kind]}</span>
                        )}
                        <span className={styles.time}>
                          <Moment moment={entry} timeZone={timeZone} />
                        </span>
                      </div>
                      <p className={styles.text}>{entry.body}</p>
                      {entry.attachments && <AttachmentList items={entry.attachments} title={labels.attachments} />}
                    </li>
                  ))}
                </ol>
              )}
            </section>
            {audit && (
              <section className={styles.section} data-part="Audit">
                <SubHeading className={styles.sectionHeading}>
                  {labels.audit}
                </SubHeading>
                {audit.length === 0 ? null : (
                  <ol data-part="AuditList" className={styles.audit}>
                    {audit.map((entry) => (
                      <li key={entry.id}>
                        <span className={styles.author}>{entry.actor}</span> {entry.action}
                        <span className={styles.time}>
                          {' · '}
                          <Moment moment={entry} timeZone={timeZone} />
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            )}
            {children}
          </div>
        </Collapsible.Content>
      </article>
    </Collapsible.Root>
  );
}
TicketCardRoot.displayName = 'TicketCard';

export type TicketCardActionsProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };

/** The row of actions at the end of an open TicketCard (assign, respond, set status): they wrap on phones. */
function TicketCardActions({ className, ...props }: TicketCardActionsProps) {
  return <div data-part="Actions" {...props} className={cx(styles.actions, className)} />;
}
TicketCardActions.displayName = 'TicketCard.Actions';

/** `TicketCard` with its actions slot: `<TicketCard ticket={t}><TicketCard.Actions>…</TicketCard.Actions></TicketCard>`. */
export const TicketCard = Object.assign(TicketCardRoot, { Actions: TicketCardActions });
