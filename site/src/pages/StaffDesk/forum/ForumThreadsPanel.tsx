import { useId, useState } from 'react';
import { MessagesSquare } from 'lucide-react';
import { Badge, Card, EmptyState, Heading, Inline, Link, LoadError, SearchField, Spinner, Stack, Text, type HeadingLevel } from '@orisun/ui';
import { failureText } from '../../../forms/failureText.ts';
import { useStaffForumThreads } from '../../../api/forumModeration.ts';
import { useRecheckSessionOn } from '../../../api/staff.ts';
import { forumThreadsCopy as copy, threadModerationCopy } from '../../../content/forumModeration.ts';
import { forumQueueCopy } from '../../../content/staffDesk.ts';
import { formatMoment } from '../format.ts';
import { PanelHeading } from '../PanelHeading.tsx';
import { ThreadModeration } from './ThreadModeration.tsx';

export interface ForumThreadsPanelProps {
  /** Level of the panel's heading in the page outline; each thread takes the next. Default `2`. */
  headingLevel?: HeadingLevel;
}

/**
 * The Forum threads section of /admin/dashboard (admins): the threads with the newest activity, or those a search
 * finds, each with its category, author, replies and lock, and Lock/Unlock, Move and Ban author (not on the team's
 * own posts). Needs a staff session, TanStack Query and toasts above it (`Providers`).
 */
export function ForumThreadsPanel({ headingLevel = 2 }: ForumThreadsPanelProps) {
  const [search, setSearch] = useState('');
  const threads = useStaffForumThreads(search);
  useRecheckSessionOn(threads.error);
  const panelHeadingId = useId();
  const inner = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const data = threads.data;

  let body;
  if (!data && threads.isError) {
    body = <LoadError title={copy.loadFailed} description={failureText(threads.error)} retryLabel={copy.retryLabel} retrying={threads.isFetching} onRetry={() => void threads.refetch()} />;
  } else if (!data) {
    body = <Spinner label={copy.loading} />;
  } else if (data.threads.length === 0) {
    body = <EmptyState icon={MessagesSquare} title={copy.emptyTitle} description={copy.emptyDescription} headingLevel={inner} />;
  } else {
    body = (
      <Stack as="ul" space="3" aria-label={copy.listLabel} aria-busy={threads.isFetching || undefined}>
        {data.threads.map((thread) => (
          <Card key={thread.id} as="article" padding="md" aria-labelledby={`forum-thread-${thread.id}`}>
            <Stack space="2">
              <Heading level={inner} size="md" id={`forum-thread-${thread.id}`}>
                <Link href={`/forum/threads/${thread.id}`}>{thread.title}</Link>
              </Heading>
              <Inline space="2" alignY="center">
                {thread.isLocked && <Badge tone="caution">{threadModerationCopy.locked}</Badge>}
                {thread.pending && <Badge tone="caution">{copy.pending}</Badge>}
                <Text size="sm" tone="muted">
                  {copy.by(thread.author, thread.category)} · {copy.replies(thread.replies)} · <time dateTime={thread.createdAt}>{formatMoment(thread.createdAt)}</time>
                </Text>
              </Inline>
              <ThreadModeration
                thread={thread}
                post={thread.isAdminPost ? undefined : { kind: 'thread', id: thread.id, what: forumQueueCopy.what('thread', thread.author, thread.title) }}
              />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Stack space="6" data-component="ForumThreadsPanel">
      <PanelHeading level={headingLevel} id={panelHeadingId} heading={copy.heading} intro={copy.intro} total={data?.total} count={copy.count} tone="neutral" />
      <SearchField label={copy.searchLabel} placeholder={copy.searchPlaceholder} onSearch={setSearch} debounce={300} />
      <Text tone="muted" size="sm" aria-live="polite">
        {data ? copy.count(data.total) : ''}
      </Text>
      {body}
    </Stack>
  );
}
