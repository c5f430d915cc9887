import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Badge, Button, Icon, Link, Stack, Table, Text, VisuallyHidden, useToast, type BadgeProps, type TableColumn } from '@orisun/ui';
import type { InboxConsultant, InboxItem, InboxItemOf, InboxKind, SubscriberStatus } from '@orisun/api';
import { writtenIn, type SiteLanguage } from '@orisun/api/languages';
import { resumeHref, useReopenConsultantApplication } from '../../../api/inbox.ts';
import { eventName, formatBytes, formatTime, inboxCopy, officeName } from './inboxCopy.ts';

const { columns: c } = inboxCopy;

/** The id of a row's header cell (who sent it), which the row's controls point at for their context. */
export const rowHeaderId = (item: { id: string }) => `inbox-${item.id}-who`;

/** How one kind shows in the table: its columns (before "Handled") and the cells of an item. */
interface KindRows<K extends InboxKind> {
  columns: TableColumn[];
  cells: (item: InboxItemOf<K>) => ReactNode;
  /** Who or what the item is, in words (for messages about it). */
  name: (item: InboxItemOf<K>) => string;
}

function Received({ at }: { at: string }) {
  return (
    <Table.Cell>
      <Text as="span" size="sm">
        <time dateTime={at}>{formatTime(at)}</time>
      </Text>
    </Table.Cell>
  );
}

/**
 * The language it was written in, as on a ticket ("Written in French: answer in French."), under who sent it. Only when
 * it is not English: most items are, and the exception is what a row should show.
 */
function WrittenIn({ language }: { language: SiteLanguage }) {
  if (language === 'en') return null;
  return (
    <Text as="span" size="xs" tone="muted" data-language={language}>
      {writtenIn(language)}
    </Text>
  );
}

/** The row header: a person's name and address (the address as a mail link), and the language when not English. */
function Sender({ item }: { item: { id: string; name: string; email: string; language: SiteLanguage } }) {
  return (
    <Table.Cell rowHeader id={rowHeaderId(item)}>
      <Stack space="1">
        <Text as="span" weight="semibold">
          {item.name}
        </Text>
        <Text as="span" size="sm">
          <Link href={`mailto:${item.email}`} tone="neutral">
            {item.email}
          </Link>
        </Text>
        <WrittenIn language={item.language} />
      </Stack>
    </Table.Cell>
  );
}

/** A row header that is only an address (a reservation): the address as a mail link, and the language when not English. */
function MailLink({ email, language }: { email: string; language: SiteLanguage }) {
  const link = (
    <Text as="span" size="sm">
      <Link href={`mailto:${email}`} tone="neutral">
        {email}
      </Link>
    </Text>
  );
  if (language === 'en') return link;
  return (
    <Stack space="1">
      {link}
      <WrittenIn language={language} />
    </Stack>
  );
}

function Plain({ children }: { children: ReactNode }) {
  return (
    <Table.Cell>
      <Text as="span" size="sm">
        {children}
      </Text>
    </Table.Cell>
  );
}

const statusTone: Record<SubscriberStatus, NonNullable<BadgeProps['tone']>> = { pending: 'caution', confirmed: 'positive', unsubscribed: 'critical' };

function ReopenAction({ item }: { item: InboxConsultant }) {
  const reopen = useReopenConsultantApplication();
  const { toast } = useToast();
  if (item.reopenedAt) {
    return (
      <Stack space="1">
        <Badge tone="info">{inboxCopy.reopen.reopened}</Badge>
        <Text as="span" size="xs" tone="muted">
          {inboxCopy.reopen.reopenedHint}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack space="2" align="left">
      <Badge>{inboxCopy.reopen.open}</Badge>
      <Button
        size="sm"
        variant="outline"
        tone="neutral"
        loading={reopen.isPending}
        onClick={() =>
          reopen.mutate(item, {
            onSuccess: () => toast({ type: 'success', title: inboxCopy.reopen.done(item.name) }),
            onError: (error) => toast({ type: 'error', title: inboxCopy.reopen.failed, description: error.message }),
          })
        }
      >
        {inboxCopy.reopen.label}
        <VisuallyHidden>{`: ${inboxCopy.reopen.description(item.name)}`}</VisuallyHidden>
      </Button>
    </Stack>
  );
}

export const kindRows: { [K in InboxKind]: KindRows<K> } = {
  briefs: {
    columns: [
      { id: 'received', header: c.received, width: '9rem' },
      { id: 'from', header: c.from },
      { id: 'projectType', header: c.projectType },
      { id: 'details', header: c.details, width: '35%' },
    ],
    name: (item) => item.name,
    cells: (item) => (
      <>
        <Received at={item.createdAt} />
        <Sender item={item} />
        <Plain>{item.projectType}</Plain>
        <Plain>{item.details}</Plain>
      </>
    ),
  },
  applications: {
    columns: [
      { id: 'received', header: c.received, width: '9rem' },
      { id: 'from', header: c.from },
      { id: 'role', header: c.role },
      { id: 'message', header: c.message, width: '30%' },
      { id: 'resume', header: c.resume },
    ],
    name: (item) => item.name,
    cells: (item) => (
      <>
        <Received at={item.createdAt} />
        <Sender item={item} />
        <Plain>{item.role}</Plain>
        <Plain>{item.message}</Plain>
        <Table.Cell>
          <Text as="span" size="sm">
            <Link href={resumeHref(item.id)} download="">
              <Icon icon={Download} size="xs" /> <VisuallyHidden>{`${inboxCopy.resumeLink(item.name)}:`}</VisuallyHidden> {item.resume.filename}
            </Link>{' '}
            <Text as="span" size="xs" tone="muted">
              ({formatBytes(item.resume.bytes)})
            </Text>
          </Text>
        </Table.Cell>
      </>
    ),
  },
  contact: {
    columns: [
      { id: 'received', header: c.received, width: '9rem' },
      { id: 'office', header: c.office },
      { id: 'from', header: c.from },
      { id: 'message', header: c.message, width: '40%' },
    ],
    name: (item) => item.name,
    cells: (item) => (
      <>
        <Received at={item.createdAt} />
        <Plain>{officeName(item.officeId)}</Plain>
        <Sender item={item} />
        <Plain>{item.message}</Plain>
      </>
    ),
  },
  reservations: {
    columns: [
      { id: 'received', header: c.received, width: '9rem' },
      { id: 'email', header: c.email },
      { id: 'event', header: c.event },
    ],
    name: (item) => item.email,
    cells: (item) => (
      <>
        <Received at={item.createdAt} />
        <Table.Cell rowHeader id={rowHeaderId(item)}>
          <MailLink email={item.email} language={item.language} />
        </Table.Cell>
        <Plain>{eventName(item.eventId)}</Plain>
      </>
    ),
  },
  subscribers: {
    columns: [
      { id: 'received', header: c.subscribed, width: '9rem' },
      { id: 'email', header: c.email },
      { id: 'list', header: c.list },
      { id: 'status', header: c.status },
    ],
    name: (item) => item.email,
    cells: (item) => (
      <>
        <Received at={item.createdAt} />
        <Table.Cell rowHeader id={rowHeaderId(item)}>
          <Text as="span" size="sm">
            {item.email}
          </Text>
        </Table.Cell>
        <Plain>{inboxCopy.lists[item.list]}</Plain>
        <Table.Cell>
          <Stack space="1">
            <Badge tone={statusTone[item.status]}>{inboxCopy.subscriberStatuses[item.status]}</Badge>
            {item.unsubscribedAt && (
              <Text as="span" size="xs" tone="muted">
                <time dateTime={item.unsubscribedAt}>{formatTime(item.unsubscribedAt)}</time>
              </Text>
            )}
          </Stack>
        </Table.Cell>
      </>
    ),
  },
  consultants: {
    columns: [
      { id: 'received', header: c.received, width: '9rem' },
      { id: 'from', header: c.from },
      { id: 'rate', header: c.rate },
      { id: 'expertise', header: c.expertise },
      { id: 'application', header: c.application },
    ],
    name: (item) => item.name,
    cells: (item) => (
      <>
        <Received at={item.createdAt} />
        <Sender item={item} />
        <Plain>{inboxCopy.rate(item.rate, item.availability)}</Plain>
        <Plain>{item.expertise.join(', ')}</Plain>
        <Table.Cell>
          <ReopenAction item={item} />
        </Table.Cell>
      </>
    ),
  },
};

/** The rows of any kind, typed loosely where the kind is only known at run time. */
export function rowsOf(kind: InboxKind) {
  return kindRows[kind] as unknown as KindRows<InboxKind> & { cells: (item: InboxItem) => ReactNode; name: (item: InboxItem) => string };
}
