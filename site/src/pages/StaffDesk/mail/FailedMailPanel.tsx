import { useEffect, useId, useRef, useState } from 'react';
import { MailCheck, RotateCw, Send } from 'lucide-react';
import { failedMailPageSizeDefault, type FailedMail } from '@orisun/api';
import {
  Button,
  EmptyState,
  formatCount,
  Inline,
  LoadError,
  Pagination,
  Spinner,
  Stack,
  Table,
  Text,
  useToast,
  VisuallyHidden,
  type HeadingLevel,
  type TableColumn,
} from '@orisun/ui';
import { useFailedMail, useRetryAllFailedMail, useRetryFailedMail } from '../../../api/outbox.ts';
import { useRecheckSessionOn } from '../../../api/staff.ts';
import { failedMailCopy as copy } from '../../../content/staffDesk.ts';
import { failureText } from '../../../forms/failureText.ts';
import { formatMoment } from '../format.ts';
import { PanelHeading } from '../PanelHeading.tsx';

const columns: readonly TableColumn[] = [
  { id: 'mail', header: copy.columns.mail, width: '18rem' },
  { id: 'to', header: copy.columns.to },
  { id: 'attempts', header: copy.columns.attempts, align: 'end' },
  { id: 'error', header: copy.columns.error, width: '18rem' },
  { id: 'queued', header: copy.columns.queued },
  { id: 'lastAttempt', header: copy.columns.lastAttempt },
  { id: 'actions', header: copy.columns.actions },
];

/** The id of a row's Send again button: where focus goes when the row before it leaves. */
const retryButtonId = (mail: Pick<FailedMail, 'id'>) => `failed-mail-retry-${mail.id}`;

const time = (iso: string) => <time dateTime={iso}>{formatMoment(iso)}</time>;

export interface FailedMailPanelProps {
  /** Level of the panel's heading in the page outline; the empty state takes the next. Default `2`. */
  headingLevel?: HeadingLevel;
}

/**
 * The Mail tab of /admin/dashboard (staff and admins): the mail the outbox gave up on after its tries, most recently
 * queued first and paged, each with its kind, recipient, subject, tries, last error and times (never its text, which
 * may hold a one-time link). 'Send again' per mail and 'Send all again' queue it to be sent at once; the mail leaves
 * the list, a toast says so (or why not), and focus moves to the next mail's button. Needs a staff session, TanStack
 * Query and toasts above it (`Providers`).
 */
export function FailedMailPanel({ headingLevel = 2 }: FailedMailPanelProps) {
  const [page, setPage] = useState(1);
  const list = useFailedMail({ page, pageSize: failedMailPageSizeDefault });
  useRecheckSessionOn(list.error);
  const retry = useRetryFailedMail();
  const retryAll = useRetryAllFailedMail();
  const { toast } = useToast();
  const panelHeadingId = useId();
  const retryAllHintId = useId();
  /** Where focus goes once a mail sent again has left the list: the next mail's button, or the panel's heading. */
  const focusNext = useRef<string | null>(null);
  const data = list.data;
  const items = data?.items;

  // Runs once the mail sent again has left the list (the optimistic change, or the list fetched again).
  useEffect(() => {
    if (focusNext.current === null) return;
    (document.getElementById(focusNext.current) ?? document.getElementById(panelHeadingId))?.focus();
    focusNext.current = null;
  }, [items, panelHeadingId]);

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const sendAgain = async (mail: FailedMail) => {
    const all = items ?? [];
    const at = all.findIndex((m) => m.id === mail.id);
    const neighbour = all[at + 1] ?? all[at - 1];
    focusNext.current = neighbour ? retryButtonId(neighbour) : panelHeadingId;
    // The last mail of a later page: the page before it is shown.
    if (!neighbour && page > 1) setPage(page - 1);
    try {
      await retry.mutateAsync(mail);
      toast({ type: 'success', title: copy.toasts.retried, description: copy.toasts.retriedDetail(mail.to) });
    } catch (error) {
      focusNext.current = null;
      toast({ type: 'error', title: copy.toasts.retryFailed, description: failureText(error) });
    }
  };

  const sendAllAgain = async () => {
    // The list empties (and this button goes): focus moves to the heading.
    focusNext.current = panelHeadingId;
    try {
      const { retried } = await retryAll.mutateAsync();
      setPage(1);
      toast({ type: 'success', title: copy.toasts.retriedAll(retried), ...(retried > 0 ? { description: copy.toasts.retriedAllDetail } : {}) });
    } catch (error) {
      focusNext.current = null;
      toast({ type: 'error', title: copy.toasts.retryAllFailed, description: failureText(error) });
    }
  };

  const total = data?.total;
  const inner = Math.min(headingLevel + 1, 6) as HeadingLevel;
  let body;
  if (!data && list.isError) {
    body = (
      <LoadError title={copy.loadFailed} description={failureText(list.error)} retryLabel={copy.retryLoadLabel} retrying={list.isFetching} onRetry={() => void list.refetch()} />
    );
  } else if (!data) {
    body = <Spinner label={copy.loading} />;
  } else if (data.total === 0) {
    body = <EmptyState icon={MailCheck} title={copy.emptyTitle} description={copy.emptyDescription} headingLevel={inner} />;
  } else {
    body = (
      <Table caption={copy.caption} captionHidden columns={columns} minWidth="64rem" aria-busy={list.isFetching || undefined}>
        {data.items.map((mail) => (
          <Table.Row key={mail.id}>
            <Table.Cell rowHeader>
              <Stack space="1">
                <Text as="span" weight="semibold">
                  {mail.subject}
                </Text>
                <Text as="span" size="sm" tone="muted">
                  {copy.kind(mail.kind)}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <Stack space="1">
                <Text as="span">{mail.to}</Text>
                {mail.replyTo && (
                  <Text as="span" size="sm" tone="muted">
                    {copy.replyTo(mail.replyTo)}
                  </Text>
                )}
              </Stack>
            </Table.Cell>
            <Table.Cell align="end">{formatCount(mail.attempts)}</Table.Cell>
            <Table.Cell>
              <Text as="span" size="sm">
                {mail.lastError ?? copy.noError}
              </Text>
            </Table.Cell>
            <Table.Cell>{time(mail.queuedAt)}</Table.Cell>
            <Table.Cell>{time(mail.lastAttemptAt)}</Table.Cell>
            <Table.Cell>
              <Button
                id={retryButtonId(mail)}
                variant="outline"
                size="sm"
                icon={<Send />}
                aria-label={copy.retryName(mail.subject, mail.to)}
                loading={retry.isPending && retry.variables?.id === mail.id}
                onClick={() => void sendAgain(mail)}
              >
                {copy.retryLabel}
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table>
    );
  }

  return (
    <Stack space="6" data-component="FailedMailPanel">
      <Inline space="4" align="between" alignY="center">
        <PanelHeading level={headingLevel} id={panelHeadingId} heading={copy.heading} intro={copy.intro} total={total} count={copy.count} tone="critical" />
        {total !== undefined && total > 0 && (
          <>
            <Button variant="outline" icon={<RotateCw />} loading={retryAll.isPending} aria-describedby={retryAllHintId} onClick={() => void sendAllAgain()}>
              {copy.retryAllLabel}
            </Button>
            <VisuallyHidden id={retryAllHintId}>{copy.retryAllDescription(total)}</VisuallyHidden>
          </>
        )}
      </Inline>
      <Text tone="muted" size="sm" aria-live="polite">
        {total !== undefined ? copy.count(total) : ''}
      </Text>
      {body}
      {data && pageCount > 1 && <Pagination label={copy.pagesLabel} page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />}
    </Stack>
  );
}

/** How many mails failed for good (the desk's side list shows it beside Mail); undefined while unknown. */
export function useFailedMailTotal(): number | undefined {
  return useFailedMail({ page: 1, pageSize: failedMailPageSizeDefault }).data?.total;
}
