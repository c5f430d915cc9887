import { useId, useState } from 'react';
import { ScrollText } from 'lucide-react';
import { forumAuditActions, type ForumAuditAction, type ForumAuditEntry } from '@orisun/api';
import { EmptyState, Link, LoadError, Pagination, Select, Spinner, Stack, Table, Text, type HeadingLevel, type TableColumn } from '@orisun/ui';
import { failureText } from '../../../forms/failureText.ts';
import { useForumAuditLog } from '../../../api/forumModeration.ts';
import { useRecheckSessionOn } from '../../../api/staff.ts';
import { forumLogCopy as copy } from '../../../content/forumModeration.ts';
import { formatMoment } from '../format.ts';
import { PanelHeading } from '../PanelHeading.tsx';

const columns: readonly TableColumn[] = [
  { id: 'when', header: copy.columns.when },
  { id: 'who', header: copy.columns.who },
  { id: 'action', header: copy.columns.action },
  { id: 'item', header: copy.columns.item, width: '18rem' },
  { id: 'change', header: copy.columns.change, width: '20rem' },
];

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const clip = (text: unknown) => {
  const s = typeof text === 'string' ? text : JSON.stringify(text);
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
};

/** What an entry changed, in a line: "General Discussion → Announcements", "Visitor, 7 days: Adverts", "title, content". */
export function auditChange(entry: ForumAuditEntry): string {
  const before = record(entry.before);
  const after = record(entry.after);
  switch (entry.action) {
    case 'move':
      return `${String(before.category)} → ${String(after.category)}`;
    case 'ban':
      return `${after.scope === 'network' ? 'Network' : 'Visitor'}, ${String(after.days)} days: ${clip(after.reason)}`;
    case 'unban':
      return clip(before.reason);
    case 'edit':
    case 'author-edit': {
      const changed = Object.keys(after).filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
      return changed.map((key) => `${key}: ${clip(after[key])}`).join('; ');
    }
    case 'author-delete':
      return after.outcome === 'replaced' ? 'Replaced by “deleted by its author”' : 'Removed';
    default:
      return '';
  }
}

export interface ForumLogPanelProps {
  /** Level of the panel's heading in the page outline. Default `2`. */
  headingLevel?: HeadingLevel;
}

/**
 * The Moderation log section of /admin/dashboard (admins): every entry of `forum_audit`, newest first, 50 a page: when,
 * who (an admin, or the author for their own changes), the action, the post (its thread as a link) and what changed;
 * a choice of action narrows it. Needs a staff session and TanStack Query above it (`Providers`).
 */
export function ForumLogPanel({ headingLevel = 2 }: ForumLogPanelProps) {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<ForumAuditAction | undefined>(undefined);
  const log = useForumAuditLog(page, action);
  useRecheckSessionOn(log.error);
  const panelHeadingId = useId();
  const inner = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const data = log.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let body;
  if (!data && log.isError) {
    body = <LoadError title={copy.loadFailed} description={failureText(log.error)} retryLabel={copy.retryLabel} retrying={log.isFetching} onRetry={() => void log.refetch()} />;
  } else if (!data) {
    body = <Spinner label={copy.loading} />;
  } else if (data.entries.length === 0) {
    body = <EmptyState icon={ScrollText} title={copy.emptyTitle} description={copy.emptyDescription} headingLevel={inner} />;
  } else {
    body = (
      <Table caption={copy.caption} captionHidden columns={columns} minWidth="56rem" aria-busy={log.isFetching || undefined}>
        {data.entries.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell rowHeader>
              <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
            </Table.Cell>
            <Table.Cell>{entry.action.startsWith('author-') && entry.by === null ? copy.author : (entry.by ?? copy.formerAdmin)}</Table.Cell>
            <Table.Cell>{copy.actions[entry.action]}</Table.Cell>
            <Table.Cell>
              {entry.thread ? (
                <Text as="span">
                  {copy.kinds[entry.kind]} <Link href={`/forum/threads/${entry.thread.id}`}>{entry.thread.title}</Link>
                </Text>
              ) : (
                <Text as="span" tone="muted">
                  {copy.gone}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Text as="span" size="sm">
                {auditChange(entry)}
              </Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table>
    );
  }

  return (
    <Stack space="6" data-component="ForumLogPanel">
      <PanelHeading level={headingLevel} id={panelHeadingId} heading={copy.heading} intro={copy.intro} total={data?.total} count={copy.count} tone="neutral" />
      <Select
          label={copy.filterLabel}
          value={action ?? ''}
          onChange={(event) => {
            setAction(event.target.value === '' ? undefined : (event.target.value as ForumAuditAction));
            setPage(1);
          }}
        options={[{ value: '', label: copy.allActions }, ...forumAuditActions.map((a) => ({ value: a, label: copy.actions[a] }))]}
      />
      <Text tone="muted" size="sm" aria-live="polite">
        {data ? copy.count(data.total) : ''}
      </Text>
      {body}
      {data && pageCount > 1 && <Pagination label={copy.pagesLabel} page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />}
    </Stack>
  );
}
