import { lazy, memo, type ReactNode } from 'react';
import { LoadError, Stack } from '@orisun/ui';
import { forumReplyPageCount, repliesOnPage } from '@orisun/api/routing';
import { useForumReplies, useForumThread } from '../../api/forum.ts';
import { forumThread as copy } from '../../content/forum.ts';
import { failureText } from '../../forms/failureText.ts';
import { HydrateLater } from '../../islands/HydrateLater.tsx';
import { ThreadFrame } from './ThreadArticle.tsx';
import { ReplyAndFollow, ReplyItem, ThreadPost } from './ThreadParts.tsx';
import { WhenNear } from './WhenNear.tsx';

const ReplySlot = lazy(() => import('./ReplySlot.tsx'));

export interface ThreadPageProps {
  threadId: string;
  /** A forum admin is signed in: pin, edit and delete. */
  admin: boolean;
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
  /** The page of replies the address asks for (`?page=`, from 1). */
  page: number;
  /** What the page shows until the thread's own answer and its replies are in: the server's HTML of it. */
  fallback: ReactNode;
  /** The thread was deleted (by an admin, or its author). */
  onDeleted: () => void;
}

/**
 * A thread at its own address, opened from a link (a search, a share, a mail): the thread as the page, in place of the
 * server's read-only HTML of it (ThreadArticle, shown until the thread's own answer is in), with what a reader can do
 * (like, save, report, share, the solution, the reply box, following it) and its pages of replies as the server's
 * page has them. No dialog over the page: the modal's machinery over a page that already held the thread cost a phone
 * more than the thread (issue 23: LCP 5.9 s and 962 ms of blocking time, the dialog painted over the page).
 */
function ThreadPage({ threadId, page, fallback, admin, saved, onSavedChange, onDeleted }: ThreadPageProps) {
  const detail = useForumThread(threadId);
  const replies = useForumReplies(threadId);
  const thread = detail.data?.thread;
  const replyList = replies.data ?? detail.data?.replies;
  if ((!thread || !replyList) && detail.isError) {
    // Offline, or the server failed: the thread stays readable as the server sent it, and the reader is told why its
    // buttons and reply box are missing, with a way to ask again.
    return (
      <Stack space="4">
        {fallback}
        <LoadError
          title={copy.actionsFailed}
          description={failureText(detail.error, copy)}
          retryLabel={copy.tryAgain}
          retrying={detail.isFetching}
          onRetry={() => {
            void detail.refetch();
            void replies.refetch();
          }}
        />
      </Stack>
    );
  }
  if (!thread || !replyList) return fallback;
  return (
    <ThreadFrame
      thread={thread}
      replyPage={{ page, pageCount: forumReplyPageCount(replyList.length), total: replyList.length }}
      // Rendered by the server into the page (`ForumIslandProps.thread`): the post and each reply hydrate in a task of
      // their own after the island's (a phone's CPU was busy 160 ms drawing the whole thread anew, issue 23).
      post={
        <HydrateLater scope="post" withPage={saved}>
          <ThreadPost thread={thread} admin={admin} saved={saved} onSavedChange={onSavedChange} onDeleted={onDeleted} />
        </HydrateLater>
      }
      replies={repliesOnPage(replyList, page).map((reply) => (
        <HydrateLater key={reply.id} scope={`p${reply.id}`}>
          <ReplyItem id={`reply-${reply.id}`} thread={thread} reply={reply} admin={admin} />
        </HydrateLater>
      ))}
      after={
        <ReplyAndFollow
          thread={thread}
          admin={admin}
          replyBox={
            // Under the replies, usually screens down on a phone: its editor (the Write/Preview tabs) loads as the
            // reader nears it, not with the page.
            <WhenNear name="ReplySlot">
              <ReplySlot key={thread.id} threadId={thread.id} />
            </WhenNear>
          }
        />
      }
    />
  );
}

/** Drawn again only when its props change: not when the forum around it renders again (hydrated, a query's answer). */
export default memo(ThreadPage);
