import { Children, useId, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, CircleCheck } from 'lucide-react';
import type { ForumReply, ForumThread, ForumThreadSummary } from '@orisun/api';
import { forumListHref, forumThreadHref, type ForumReplyPage } from '@orisun/api/routing';
import { Badge, ButtonLink, Card, Heading, Inline, Link, PostBody, Spinner, Stack, Tag, Text } from '@orisun/ui';
import { authorName, forumThread as copy } from '../../content/forum.ts';
import { EditedMark, LockedNotice } from './PostMarks.tsx';
import { relativeTime } from './relativeTime.ts';
import { usePostSegments } from './postText.ts';

/**
 * A forum thread's markup, in one module for the two places a thread is read: its dialog (ThreadDialog.tsx, which
 * puts what a reader can do into these parts: like, report, reply, an admin's editor) and its own page as the server
 * sends it, for readers without JavaScript and for link previews (`ThreadArticle`, which the server renders per
 * request with the islands' server build: src/build/islands-server.tsx, `@orisun/api/routing`'s `SiteRenderer`).
 */

/**
 * What the post shows of a thread: the list's summary has it all but the rendered Markdown (`contentHtml`), which the
 * thread's own answer brings (the dialog shows the summary's text until then).
 */
export type ThreadPostFields = Pick<ForumThreadSummary, 'title' | 'category' | 'author' | 'content' | 'createdAt' | 'editedAt' | 'tags' | 'isPinned' | 'isSolved' | 'isAdminPost' | 'deletedByAuthor'> &
  Partial<Pick<ForumThread, 'contentHtml'>>;
/** What a reply shows (`contentHtml` is missing only from a reply made on the page before the server's answer). */
export type ThreadReplyFields = Pick<ForumReply, 'author' | 'content' | 'createdAt' | 'editedAt' | 'isSolution' | 'isAdminReply' | 'deletedByAuthor'> & Partial<Pick<ForumReply, 'contentHtml'>>;

/**
 * A post's text: the server's rendering of its Markdown (sanitized there) when the answer has it, else its text as
 * typed, with line breaks, and its addresses as links as soon as the address finder has loaded (`usePostSegments`).
 * A post its author deleted says so in the page's language (its stored text is the English `forumDeletedByAuthor`).
 */
export function PostText({ post }: { post: { content: string; contentHtml?: string | undefined; deletedByAuthor?: boolean | undefined } }) {
  const deleted = post.deletedByAuthor === true;
  const segments = usePostSegments(post.contentHtml === undefined && !deleted ? post.content : undefined);
  if (deleted) return <PostBody segments={[{ kind: 'text', text: copy.deletedByAuthor }]} />;
  return post.contentHtml === undefined ? <PostBody segments={segments} /> : <PostBody html={post.contentHtml} />;
}

export interface PostArticleProps {
  thread: ThreadPostFields;
  /** In place of the post's text (an admin editing it). Default: the text, its addresses as links. */
  body?: ReactNode;
  /** After the tags: what the reader can do (the dialog's buttons). */
  children?: ReactNode;
}

/** A tag's list page (`/forum/tag/<tag>`). */
const tagHref = (tag: string) => forumListHref({ tab: 'recent', q: '', tag, page: 1 });

/**
 * The thread's post: its badges (pinned, solved, category, admin), who wrote it and when, its text and tags (links to
 * their list pages).
 */
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
      {/* Each dot starts its part, so a byline that wraps on a phone never ends a line with one. */}
      <Inline space="1" alignY="baseline">
        <Text as="span" size="sm" tone="muted">
          {copy.postedBy(thread.author)}
        </Text>
        <Text as="span" size="sm" tone="muted">
          · <time dateTime={thread.createdAt}>{relativeTime(thread.createdAt)}</time>
        </Text>
        {thread.editedAt && (
          <Text as="span" size="sm" tone="muted">
            <EditedMark at={thread.editedAt} />
          </Text>
        )}
      </Inline>
      {body ?? <PostText post={thread} />}
      {thread.tags.length > 0 && (
        <Inline as="ul" space="2" aria-label="Tags">
          {thread.tags.map((tag) => (
            <Tag key={tag} href={tagHref(tag)}>
              {tag}
            </Tag>
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
    <Stack as="article" space="3" id={id} aria-label={`${authorName(reply.author)}, ${relativeTime(reply.createdAt)}`}>
      <Inline space="2" alignY="center">
        <Text size="sm" weight="semibold">
          @{authorName(reply.author)}
        </Text>
        {reply.isAdminReply && <Badge tone="info">{copy.admin}</Badge>}
        {reply.isSolution && (
          <Badge tone="positive" variant="solid" icon={<CircleCheck />}>
            {copy.solution}
          </Badge>
        )}
        <Text as="span" size="sm" tone="muted">
          <time dateTime={reply.createdAt}>{relativeTime(reply.createdAt)}</time>
          {reply.editedAt && <EditedMark at={reply.editedAt} />}
        </Text>
      </Inline>
      {body ?? <PostText post={reply} />}
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
  /** Its visible replies, oldest first: all of them, or `replyPage`'s. */
  replies: readonly ForumReply[];
  /**
   * The page of replies shown (`/forum/threads/<id>?page=2`, `forumRepliesPerPage` a page), with links to the others.
   * Default: one page with every reply.
   */
  replyPage?: ForumReplyPage;
}

/**
 * A thread as its own page shows it before (or without) JavaScript: its title as the page's heading, the post and
 * its replies, read-only, a long thread's in pages (links, rel prev/next) whose later pages link back to the post.
 * Nothing in it needs JavaScript (liking, saving, reporting, sharing and replying are the dialog's, which opens over
 * it once the forum's island has the thread).
 */
export function ThreadArticle({ thread, replies, replyPage }: ThreadArticleProps) {
  return (
    <ThreadFrame
      thread={thread}
      replyPage={replyPage ?? { page: 1, pageCount: 1, total: replies.length }}
      post={<PostArticle thread={thread} />}
      replies={replies.map((reply) => (
        <ReplyArticle key={reply.id} id={`reply-${reply.id}`} reply={reply} />
      ))}
      after={thread.isLocked && <LockedNotice />}
    />
  );
}

export interface ThreadFrameProps {
  thread: Pick<ForumThreadSummary, 'id' | 'title'>;
  replyPage: ForumReplyPage;
  /** The post, shown on the first page of replies (the later ones link back to it). */
  post: ReactNode;
  /** The page's replies, each a `ReplyArticle` (or what wraps one). */
  replies: ReactNode;
  /** Under the replies, before the page links: the locked notice, or the reply box. */
  after?: ReactNode;
}

/**
 * A thread as its own page lays it out, read-only (`ThreadArticle`) or with what a reader can do (ThreadPage.tsx): a
 * section named by the title, its `h1`, the post or a link back to it, the page's replies, then the page links.
 */
export function ThreadFrame({ thread, replyPage: { page, pageCount, total }, post, replies, after }: ThreadFrameProps) {
  const headingId = useId();
  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <Stack space="6">
        <Heading level={1} size="2xl" id={headingId}>
          {thread.title}
        </Heading>
        {page === 1 ? (
          post
        ) : (
          <Text>
            <Link href={forumThreadHref(thread.id)}>{copy.firstPost}</Link>
          </Text>
        )}
        <ReplyList count={total} level={2}>
          {replies}
        </ReplyList>
        {after}
        {pageCount > 1 && <ReplyPages threadId={thread.id} page={page} pageCount={pageCount} />}
      </Stack>
    </Card>
  );
}

/**
 * The links between a long thread's pages of replies: earlier (`rel=prev`), where the reader is, later (`rel=next`),
 * as Discourse's crawler view has them. Kit pieces the forum's page already styles (its "More" link's `ButtonLink`).
 */
function ReplyPages({ threadId, page, pageCount }: { threadId: string; page: number; pageCount: number }) {
  return (
    <nav aria-label={copy.replyPagesLabel}>
      <Inline space="3" align="between">
        {page > 1 ? (
          <ButtonLink href={forumThreadHref(threadId, page - 1)} rel="prev" variant="outline" icon={<ChevronLeft />}>
            {copy.previousReplies}
          </ButtonLink>
        ) : (
          <span />
        )}
        <Text size="sm" tone="muted">
          {copy.replyPageStatus(page, pageCount)}
        </Text>
        {page < pageCount ? (
          <ButtonLink href={forumThreadHref(threadId, page + 1)} rel="next" variant="outline" icon={<ChevronRight />} iconPosition="end">
            {copy.nextReplies}
          </ButtonLink>
        ) : (
          <span />
        )}
      </Inline>
    </nav>
  );
}
