import { Children, useId, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { postSegments, type ForumReply, type ForumThread, type ForumThreadSummary } from '@orisun/api';
import { Badge, Card, Heading, Inline, PostBody, Spinner, Stack, Tag, Text } from '@orisun/ui';
import { forumThread as copy } from '../../content/forum.ts';
import { relativeTime } from './relativeTime.ts';

/**
 * A forum thread's markup, in one module for the two places a thread is read: its dialog (ThreadDialog.tsx, which
 * puts what a reader can do into these parts: like, report, reply, an admin's editor) and its own page as the server
 * sends it, for readers without JavaScript and for link previews (`ThreadArticle`, which the server renders per
 * request with the islands' server build: src/build/islands-server.tsx, `@orisun/api/routing`'s `SiteRenderer`).
 */

/** What the post shows of a thread: the list's summary has it all (the dialog shows it until the thread's own answer). */
export type ThreadPostFields = Pick<ForumThreadSummary, 'title' | 'category' | 'author' | 'content' | 'createdAt' | 'editedAt' | 'tags' | 'isPinned' | 'isSolved' | 'isAdminPost'>;
/** What a reply shows. */
export type ThreadReplyFields = Pick<ForumReply, 'author' | 'content' | 'createdAt' | 'editedAt' | 'isSolution' | 'isAdminReply'>;

export interface PostArticleProps {
  thread: ThreadPostFields;
  /** In place of the post's text (an admin editing it). Default: the text, its addresses as links. */
  body?: ReactNode;
  /** After the tags: what the reader can do (the dialog's buttons). */
  children?: ReactNode;
}

/** The thread's post: its badges (pinned, solved, category, admin), who wrote it and when, its text and tags. */
export function PostArticle({ thread, body, children }: PostArticleProps) {
  return (
    <Stack as="article" space="4" aria-label={thread.title}>
      <Inline space="2" alignY="center">
        {thread.isPinned && <Badge tone="accent">{copy.pinned}</Badge>}
        {thread.isSolved && (
          <Badge tone="positive" icon={<CircleCheck />}>
            {copy.solved}
          </Badge>
        )}
        <Badge>{thread.category}</Badge>
        {thread.isAdminPost && <Badge tone="info">{copy.admin}</Badge>}
      </Inline>
      <Text size="sm" tone="muted">
        {copy.postedBy(thread.author)} · <time dateTime={thread.createdAt}>{relativeTime(thread.createdAt)}</time>
        {thread.editedAt && ` · ${copy.edited}`}
      </Text>
      {body ?? <PostBody segments={postSegments(thread.content)} />}
      {thread.tags.length > 0 && (
        <Inline as="ul" space="2" aria-label="Tags">
          {thread.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Inline>
      )}
      {children}
    </Stack>
  );
}

export interface ReplyArticleProps {
  reply: ThreadReplyFields;
  /** The article's id (the page's `reply-<id>`, which the thread's structured data links to). */
  id?: string;
  /** In place of the reply's text (an admin editing it). */
  body?: ReactNode;
  /** After the text: what the reader can do. */
  children?: ReactNode;
}

/** One reply: who wrote it (admin, solution), when, and its text. */
export function ReplyArticle({ reply, id, body, children }: ReplyArticleProps) {
  return (
    <Stack as="article" space="3" id={id} aria-label={`${reply.author}, ${relativeTime(reply.createdAt)}`}>
      <Inline space="2" alignY="center">
        <Text size="sm" weight="semibold">
          @{reply.author}
        </Text>
        {reply.isAdminReply && <Badge tone="info">{copy.admin}</Badge>}
        {reply.isSolution && (
          <Badge tone="positive" variant="solid" icon={<CircleCheck />}>
            {copy.solution}
          </Badge>
        )}
        <Text size="sm" tone="muted">
          <time dateTime={reply.createdAt}>{relativeTime(reply.createdAt)}</time>
          {reply.editedAt && ` · ${copy.edited}`}
        </Text>
      </Inline>
      {body ?? <PostBody segments={postSegments(reply.content)} />}
      {children}
    </Stack>
  );
}

export interface ReplyListProps {
  /** How many replies the heading counts. */
  count: number;
  /** The heading's outline level: 3 under the dialog's title, 2 under the page's `h1`. */
  level: 2 | 3;
  /** The replies are on their way: a spinner in place of the list. */
  loading?: boolean;
  /** One `ReplyArticle` (or what wraps one) per reply, oldest first; none: 'No replies yet'. */
  children?: ReactNode;
}

/** The replies' section: its heading ('3 Replies'), then the replies as a list. */
export function ReplyList({ count, level, loading = false, children }: ReplyListProps) {
  const headingId = useId();
  const replies = Children.toArray(children);
  return (
    <Stack as="section" space="4" aria-labelledby={headingId}>
      <Text as="div" weight="semibold" id={headingId} role="heading" aria-level={level}>
        {copy.repliesHeading(count)}
      </Text>
      {loading ? (
        <Spinner label={copy.loading} />
      ) : replies.length > 0 ? (
        <Stack as="ol" space="4" dividers>
          {replies}
        </Stack>
      ) : (
        <Text tone="muted">{copy.noReplies}</Text>
      )}
    </Stack>
  );
}

export interface ThreadArticleProps {
  thread: ForumThread;
  /** Its visible replies, oldest first. */
  replies: readonly ForumReply[];
}

/**
 * A thread as its own page shows it before (or without) JavaScript: its title as the page's heading, the post and
 * every reply, read-only. The dialog opens over it once the forum's island has the thread.
 */
export function ThreadArticle({ thread, replies }: ThreadArticleProps) {
  return (
    <Card padding="lg">
      <Stack space="6">
        <Heading level={1} size="2xl">
          {thread.title}
        </Heading>
        <PostArticle thread={thread} />
        <ReplyList count={replies.length} level={2}>
          {replies.map((reply) => (
            <ReplyArticle key={reply.id} id={`reply-${reply.id}`} reply={reply} />
          ))}
        </ReplyList>
      </Stack>
    </Card>
  );
}
