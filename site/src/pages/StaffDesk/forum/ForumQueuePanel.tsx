import { useEffect, useId, useRef, useState } from 'react';
import { Check, MessageSquareWarning, Trash2 } from 'lucide-react';
import { forumAuthors, postSegments, type ForumQueueEntry } from '@orisun/api';
import { Badge, Button, Card, EmptyState, Heading, Inline, Link, LoadError, Modal, PostBody, Spinner, Stack, Text, useToast, VisuallyHidden, type HeadingLevel } from '@orisun/ui';
import { useRecheckSessionOn } from '../../../api/staff.ts';
import { useDecideForumQueueEntry, useForumQueue, type ForumQueueDecision } from '../../../api/forumQueue.ts';
import { forumQueueCopy as copy } from '../../../content/staffDesk.ts';
import { failureText } from '../../../forms/failureText.ts';
import { formatMoment } from '../format.ts';
import { PanelHeading } from '../PanelHeading.tsx';
import { ThreadModeration } from './ThreadModeration.tsx';

/** The id of an entry's heading: the entry's name, and where focus goes when the entry before it leaves. */
const headingId = (entry: Pick<ForumQueueEntry, 'kind' | 'id'>) => `forum-queue-${entry.kind}-${entry.id}`;

const threadPath = (threadId: string) => `/forum/threads/${threadId}`;

const whatOf = (entry: ForumQueueEntry) => copy.what(entry.kind, entry.author, entry.threadTitle);

interface EntryProps {
  entry: ForumQueueEntry;
  headingLevel: HeadingLevel;
  onDecide: (entry: ForumQueueEntry, decision: ForumQueueDecision['decision']) => void;
}

/** Remove, after a confirm step in the kit's Modal (Escape or Cancel leave the post as it is). */
function RemoveAction({ entry, onDecide }: Omit<EntryProps, 'headingLevel'>) {
  const [open, setOpen] = useState(false);
  const confirmed = useRef(false);
  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger asChild>
        <Button variant="outline" tone="critical" size="sm" icon={<Trash2 />} aria-label={copy.removeName(whatOf(entry))}>
          {copy.removeLabel}
        </Button>
      </Modal.Trigger>
      <Modal.Content
        size="sm"
        title={copy.confirm.title(entry.kind)}
        description={copy.confirm.description(entry.kind)}
        // Once confirmed, the entry (and this trigger) leaves the list: the panel moves focus, not the dialog.
        onCloseAutoFocus={(event) => {
          if (confirmed.current) event.preventDefault();
        }}
      >
        <Modal.Body>
          <Text tone="muted">{whatOf(entry).replace(/^./, (first) => first.toUpperCase())}</Text>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="outline" tone="neutral">
              {copy.confirm.cancel}
            </Button>
          </Modal.Close>
          <Button
            tone="critical"
            icon={<Trash2 />}
            onClick={() => {
              confirmed.current = true;
              setOpen(false);
              onDecide(entry, 'remove');
            }}
          >
            {copy.confirm.confirm}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

/** One queued post: what and where it is, who wrote it when, its text, its reports, and Keep / Remove. */
function QueueEntry({ entry, headingLevel, onDecide }: EntryProps) {
  const keepHintId = useId();
  const reportsId = useId();
  const inner = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <Card as="article" padding="md" tone={entry.hidden ? 'critical' : entry.pending ? 'caution' : undefined} aria-labelledby={headingId(entry)} data-part="Entry">
      <Stack space="3">
        <Inline space="2" alignY="center">
          <Badge tone="neutral" variant="outline">
            {copy.kinds[entry.kind]}
          </Badge>
          {entry.pending && <Badge tone="caution">{copy.pending}</Badge>}
          {entry.hidden && (
<Badge tone="critical">{copy.hidden}</Badge>
          )}
        </Inline>
        <Heading level={headingLevel} size="lg" id={headingId(entry)} tabIndex={-1}>
          <VisuallyHidden>{`${copy.kinds[entry.kind]}: `}</VisuallyHidden>
          {entry.kind === 'reply' && `${copy.inThread.reply} `}
          <Link href={threadPath(entry.threadId)}>{entry.threadTitle}</Link>
        </Heading>
        <Text size="sm" tone="muted">
          {copy.by(entry.author)}, <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
        </Text>
        {entry.hidden && (
          <Text size="sm" tone="muted">
            {copy.hiddenHint}
          </Text>
        )}
        <PostBody segments={postSegments(entry.content)} />
        {entry.reports.length > 0 ? (
          <Stack space="2">
            <Heading level={inner} size="md" id={reportsId}>
              {copy.reports(entry.reports.length)}
            </Heading>
            <Stack as="ul" space="1" aria-labelledby={reportsId}>
              {entry.reports.map((report, i) => (
                <Text key={i} size="sm">
                  {report.reason}{' '}
                  <Text as="span" size="sm" tone="muted">
                    (<time dateTime={report.at}>{formatMoment(report.at)}</time>)
                  </Text>
                </Text>
              ))}
            </Stack>
          </Stack>
        ) : (
          <Text size="sm" tone="muted">
            {copy.noReports}
          </Text>
        )}
        <Inline space="2">
          <Button variant="outline" tone="positive" size="sm" icon={<Check />} aria-label={copy.keepName(whatOf(entry))} aria-describedby={keepHintId} onClick={() => onDecide(entry, 'keep')}>
            {copy.keepLabel}
          </Button>
          <RemoveAction entry={entry} onDecide={onDecide} />
        </Inline>
        <ThreadModeration
          thread={{ id: entry.threadId, title: entry.threadTitle, category: entry.threadCategory, isLocked: entry.threadLocked }}
          post={entry.author === forumAuthors.admin.name ? undefined : { kind: entry.kind, id: entry.id, what: whatOf(entry) }}
        />
        <VisuallyHidden id={keepHintId}>{copy.keepHint(entry.pending)}</VisuallyHidden>
      </Stack>
    </Card>
  );
}

export interface ForumQueuePanelProps {
  /** Level of the panel's heading in the page outline; each entry takes the next. Default `2`. */
  headingLevel?: HeadingLevel;
}

/**
 * The Forum tab of /admin/dashboard (admins only; the server answers 403 to anyone else): the moderation queue,
 * oldest first. Each entry is a reported post or a thread held for approval, with its thread (a link), author,
 * time (WAT), text (plain, safe links), reports and badges; Keep approves or dismisses the reports, Remove deletes
 * after a confirm step. Both take the entry out at once, put it back if the server refuses, and say so in a toast.
 * Needs a staff session, TanStack Query and toasts above it (`Providers`).
 */
export function ForumQueuePanel({ headingLevel = 2 }: ForumQueuePanelProps) {
  const queue = useForumQueue();
  useRecheckSessionOn(queue.error);
  const decide = useDecideForumQueueEntry();
  const { toast } = useToast();
  const panelHeadingId = useId();
  /** Where focus goes once a decided entry has left: the next entry's heading, or the panel's heading. */
  const focusNext = useRef<string | null>(null);
  const entries = queue.data?.entries;

  // Runs once the decided entry has left the list (the optimistic change).
  useEffect(() => {
    if (focusNext.current === null) return;
    (document.getElementById(focusNext.current) ?? document.getElementById(panelHeadingId))?.focus();
    focusNext.current = null;
  }, [entries, panelHeadingId]);

  const onDecide = async (entry: ForumQueueEntry, decision: ForumQueueDecision['decision']) => {
    const list = entries ?? [];
    const at = list.findIndex((e) => e.kind === entry.kind && e.id === entry.id);
    const neighbour = list[at + 1] ?? list[at - 1];
    focusNext.current = neighbour ? headingId(neighbour) : panelHeadingId;
    try {
      await decide.mutateAsync({ entry, decision });
      toast(
        decision === 'keep'
          ? { type: 'success', title: copy.toasts.kept(entry.pending), description: copy.toasts.keptDetail(entry.pending) }
          : { type: 'success', title: copy.toasts.removed(entry.kind) },
      );
    } catch (error) {
      toast({ type: 'error', title: decision === 'keep' ? copy.toasts.keepFailed : copy.toasts.removeFailed, description: failureText(error) });
    }
  };

  const total = queue.data?.total;
  let body;
  if (!queue.data && queue.isError) {
    body = (
      <LoadError title={copy.loadFailed} description={failureText(queue.error)} retryLabel={copy.retryLabel} retrying={queue.isFetching} onRetry={() => void queue.refetch()} />
    );
  } else if (!queue.data) {
    body = <Spinner label={copy.loading} />;
  } else if (queue.data.entries.length === 0) {
    body = <EmptyState icon={MessageSquareWarning} title={copy.emptyTitle} description={copy.emptyDescription} headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel} />;
  } else {
    body = (
      <Stack as="ul" space="4" aria-label={copy.listLabel} aria-busy={queue.isFetching || undefined}>
        {queue.data.entries.map((entry) => (
          <QueueEntry key={`${entry.kind}-${entry.id}`} entry={entry} headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel} onDecide={(e, d) => void onDecide(e, d)} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack space="6" data-component="ForumQueuePanel">
      <Stack space="2">
        <PanelHeading level={headingLevel} id={panelHeadingId} heading={copy.heading} intro={copy.intro} total={total} count={copy.count} tone="caution" />
        <Text tone="muted" size="sm" aria-live="polite">
          {total !== undefined ? copy.count(total) : ''}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
