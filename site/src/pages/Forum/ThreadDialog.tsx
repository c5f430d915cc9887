import type { RefObject } from 'react';
import type { ForumThreadSummary } from '@orisun/api';
import { Modal, Spinner, Stack, Text } from '@orisun/ui';
import { useForumReplies, useForumThread } from '../../api/forum.ts';
import { forumThread as copy } from '../../content/forum.ts';
import { failureText } from '../../forms/failureText.ts';
import ReplySlot from './ReplySlot.tsx';
import { Replies, ReplyAndFollow, ThreadPost } from './ThreadParts.tsx';

export interface ThreadDialogProps {
  threadId: string;
  /** The thread as the list has it, shown until its own answer (with this visitor's like and report) arrives. */
  seed?: ForumThreadSummary | undefined;
  /** A forum admin is signed in: pin, edit and delete. */
  admin: boolean;
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
  /** The dialog closed (Escape, the close button, the backdrop, or the thread was deleted). */
  onClose: () => void;
  /** Where the focus goes back to when it closes (the row's link); default Radix's own choice. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A thread's dialog (docs/product.md §2.13, the thread dialog): the post and its replies, with likes, save, report,
 * share, the solution, a reply box, and for an admin pin, edit and delete. Loaded on demand (its own chunk).
 */
export default function ThreadDialog({ threadId, seed, admin, saved, onSavedChange, onClose, returnFocusTo }: ThreadDialogProps) {
  const detail = useForumThread(threadId);
  const replies = useForumReplies(threadId);
  const thread = detail.data?.thread ?? seed;
  const replyList = replies.data ?? detail.data?.replies;

  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose()}>
      <Modal.Content
        size="lg"
        title={thread?.title ?? copy.loading}
        closeLabel={copy.close}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <Modal.Body>
          {thread ? (
            <Stack space="6">
              <ThreadPost thread={thread} admin={admin} saved={saved} onSavedChange={onSavedChange} onDeleted={onClose} />
              <Replies thread={thread} replies={replyList} loading={replies.isPending && !replyList} admin={admin} />
              <ReplyAndFollow thread={thread} admin={admin} replyBox={<ReplySlot key={thread.id} threadId={thread.id} />} />
            </Stack>
          ) : detail.isError ? (
            <Stack space="2" role="alert">
              <Text weight="semibold">{copy.loadFailed}</Text>
              <Text>{failureText(detail.error, copy)}</Text>
            </Stack>
          ) : (
            // As tall as the thread will be (a phone's sheet grows from the bottom): the thread arriving does not move
            // the dialog (issue 23: CLS 0.3-0.6 as a shared thread's page opened it).
            <div style={{ minHeight: '100vh' }}>
              <Spinner label={copy.loading} />
            </div>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

