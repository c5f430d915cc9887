import { lazy, useState, type ReactNode } from 'react';
import { Bookmark, CircleCheck, Flag, Pencil, Pin, PinOff, Share2, ThumbsUp, Trash2 } from 'lucide-react';
import type { ForumItemKind, ForumReply, ForumThread, ForumThreadSummary } from '@orisun/api';
import { forumThreadHref } from '@orisun/api/routing';
import { Button, Inline, useToast } from '@orisun/ui';
import {
  useDeleteReply,
  useDeleteThread,
  useEditReply,
  useEditThread,
  useLikeReply,
  useLikeThread,
  useMarkSolution,
} from '../../api/forum.ts';
import { forumThread as copy } from '../../content/forum.ts';
import { localeHref } from '../../i18n/index.ts';
import { failureText } from '../../forms/failureText.ts';
import { PostArticle, ReplyArticle, ReplyList } from './ThreadArticle.tsx';
import { OwnReplyActions, OwnThreadActions } from './OwnPostActions.tsx';
import { LockedNotice } from './PostMarks.tsx';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { WhenNear } from './WhenNear.tsx';
import type { PostForms } from './postForms.ts';
import { FormSlot } from './FormSlot.tsx';

// The parts of a thread a reader acts on (the post with its buttons, the replies with theirs, the reply box, following
// by e-mail), shared by the thread's dialog over the list (ThreadDialog.tsx) and the thread as its own page
// (ThreadPage.tsx); neither's frame (the modal, the page's card) is here, so the page loads no dialog code.

// Its form (react-hook-form, the contract's schema) loads as the reader nears it, not with the thread.
const FollowThreadForm = lazy(() => import('./FollowThreadForm.tsx').then((m) => ({ default: m.FollowThreadForm })));

/** The absolute address of a thread, to share. */
export function threadUrl(id: string): string {
  return new URL(localeHref(forumThreadHref(id)), window.location.origin).href;
}

/** Under the replies: `replyBox` (a locked thread says so instead, but to an admin), then following by e-mail. */
export function ReplyAndFollow({ thread, admin, replyBox }: { thread: ForumThreadSummary; admin: boolean; replyBox: ReactNode }) {
  return (
    <>
      {thread.isLocked && !admin ? <LockedNotice /> : replyBox}
      <WhenNear name="FollowThreadForm">
        <FollowThreadForm threadId={thread.id} />
      </WhenNear>
    </>
  );
}

function useFailureToast() {
  const { toast } = useToast();
  return (title: string, error: unknown) => toast({ type: 'error', title, description: failureText(error, copy) });
}

export function ThreadPost({
  thread,
  admin,
  saved,
  onSavedChange,
  onDeleted,
}: {
  /** The list's summary until the thread's own answer arrives: like and report wait for it. */
  thread: ForumThreadSummary & Partial<Pick<ForumThread, 'liked' | 'reported'>>;
  admin: boolean;
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
  onDeleted: () => void;
}) {
  const like = useLikeThread();
  const edit = useEditThread();
  const remove = useDeleteThread();
  const failed = useFailureToast();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const report = useReportControl('thread', thread.id, thread.id, thread.reported);

  const share = async () => {
    const url = threadUrl(thread.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: thread.title, url });
      } catch {
        // Dismissed by the person: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: 'success', title: copy.linkCopied });
    } catch (error) {
      toast({ type: 'error', title: copy.copyFailed, description: error instanceof Error ? error.message : url });
    }
  };

  return (
    <PostArticle
      thread={thread}
      body={
        editing ? (
          <AdminEditor
            label={copy.editLabel}
            initial={thread.content}
            saving={edit.isPending}
            onCancel={() => setEditing(false)}
            save={(content) => edit.mutateAsync({ id: thread.id, content })}
            onSaved={() => setEditing(false)}
          />
        ) : undefined
      }
    >
      {/* Like, save, report, share: nothing without JavaScript (the thread's page as the server sends it). */}
      <Inline space="2" alignY="center" data-requires-script="">
        <Button
          size="sm"
          variant={thread.liked ? 'soft' : 'ghost'}
          disabled={thread.liked === undefined}
          tone="neutral"
          icon={<ThumbsUp />}
          aria-pressed={thread.liked ?? false}
          onClick={() => like.mutate(thread.id, { onError: (error) => failed(copy.likeFailed, error) })}
        >
          {copy.likes(thread.likes)}
        </Button>
        <Button size="sm" variant={saved ? 'soft' : 'ghost'} tone="neutral" icon={<Bookmark />} onClick={() => onSavedChange(!saved)}>
          {saved ? copy.saved : copy.save}
        </Button>
        {/* An admin removes a post instead (the moderation queue); an admin's post is never reported. */}
        {!thread.isAdminPost && !admin && report.button}
        <Button size="sm" variant="ghost" tone="neutral" icon={<Share2 />} onClick={() => void share()}>
          {copy.share}
        </Button>
        {admin && (
          <>
            <Button
              size="sm"
              variant="ghost"
              tone="neutral"
              icon={thread.isPinned ? <PinOff /> : <Pin />}
              loading={edit.isPending && !editing}
              onClick={() =>
                edit.mutate(
                  { id: thread.id, isPinned: !thread.isPinned },
                  {
                    onSuccess: ({ thread: changed }) => toast({ type: 'success', title: changed.isPinned ? copy.pinnedToast : copy.unpinnedToast }),
                    onError: (error) => failed(copy.pinFailed, error),
                  },
                )
              }
            >
              {thread.isPinned ? copy.unpin : copy.pin}
            </Button>
            {!editing && (
              <Button size="sm" variant="ghost" tone="neutral" icon={<Pencil />} onClick={() => setEditing(true)}>
                {copy.edit}
              </Button>
            )}
            <Button size="sm" variant="ghost" tone="critical" icon={<Trash2 />} onClick={() => setConfirming(true)}>
              {copy.deleteThread}
            </Button>
          </>
        )}
      </Inline>
      {!thread.isAdminPost && !admin && report.form}
      {!admin && <OwnThreadActions thread={thread} onRemoved={onDeleted} />}
      {confirming && (
        <ConfirmDelete
          cancelLabel={copy.cancel}
          question={copy.confirmDeleteThread}
          confirmLabel={copy.deleteThread}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(thread.id, {
              onSuccess: () => {
                toast({ type: 'success', title: copy.threadDeleted });
                onDeleted();
              },
              onError: (error) => {
                setConfirming(false);
                failed(copy.deleteFailed, error);
              },
            })
          }
        />
      )}
    </PostArticle>
  );
}


/**
 * Report: the button (asks a reason, then stays disabled, 'Reported'; a 409, reported before, disables it too) and its
 * form, apart: the button sits in the post's row of actions, the form opens under that row at its full width, so the
 * other buttons (Share) stay where they were. `reported` undefined: not known yet (the thread's own answer is on its
 * way), so the button waits.
 */
function useReportControl(kind: ForumItemKind, id: string, threadId: string, reported: boolean | undefined): { button: ReactNode; form: ReactNode } {
  const [asking, setAsking] = useState(false);
  const button = reported ? (
    <Button size="sm" variant="ghost" tone="neutral" icon={<Flag />} disabled>
      {copy.reported}
    </Button>
  ) : (
    <Button size="sm" variant="ghost" tone="neutral" icon={<Flag />} aria-expanded={asking} disabled={reported === undefined} onClick={() => setAsking(!asking)}>
      {copy.report}
    </Button>
  );
  const form = asking && !reported ? <FormSlot render={({ ReportForm }) => <ReportForm kind={kind} id={id} threadId={threadId} onClose={() => setAsking(false)} />} /> : null;
  return { button, form };
}

export function Replies({ thread, replies, loading, admin }: { thread: ForumThreadSummary; replies: ForumReply[] | undefined; loading: boolean; admin: boolean }) {
  return (
    <ReplyList count={replies?.length ?? thread.replies} level={3} loading={loading}>
      {replies?.map((reply) => (
        <ReplyItem key={reply.id} thread={thread} reply={reply} admin={admin} />
      ))}
    </ReplyList>
  );
}

export function ReplyItem({ id, thread, reply, admin }: { id?: string; thread: ForumThreadSummary; reply: ForumReply; admin: boolean }) {
  const like = useLikeReply(thread.id);
  const solve = useMarkSolution(thread.id);
  const edit = useEditReply(thread.id);
  const remove = useDeleteReply(thread.id);
  const failed = useFailureToast();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canChooseSolution = !thread.isSolved && !reply.isSolution && (thread.mine || admin);
  const report = useReportControl('reply', reply.id, thread.id, reply.reported);
  const reportable = !reply.isAdminReply && !admin;

  return (
    <ReplyArticle
      reply={reply}
      id={id}
      body={
        editing ? (
          <AdminEditor
            label={copy.editReplyLabel}
            initial={reply.content}
            saving={edit.isPending}
            onCancel={() => setEditing(false)}
            save={(content) => edit.mutateAsync({ id: reply.id, content })}
            onSaved={() => setEditing(false)}
          />
        ) : undefined
      }
    >
      {/* Like, the solution, report: nothing without JavaScript (the thread's page as the server sends it). */}
      <Inline space="2" alignY="center" data-requires-script="">
        <Button
          size="sm"
          variant={reply.liked ? 'soft' : 'ghost'}
          tone="neutral"
          icon={<ThumbsUp />}
          aria-pressed={reply.liked}
          onClick={() => like.mutate(reply.id, { onError: (error) => failed(copy.likeFailed, error) })}
        >
          {copy.likes(reply.likes)}
        </Button>
        {canChooseSolution && (
          <Button
            size="sm"
            variant="outline"
            tone="positive"
            icon={<CircleCheck />}
            loading={solve.isPending}
            onClick={() =>
              solve.mutate(reply.id, {
                onSuccess: () => toast({ type: 'success', title: copy.markedSolution }),
                onError: (error) => failed(copy.solutionFailed, error),
              })
            }
          >
            {copy.markSolution}
          </Button>
        )}
        {reportable && report.button}
        {admin && !editing && (
          <Button size="sm" variant="ghost" tone="neutral" icon={<Pencil />} onClick={() => setEditing(true)}>
            {copy.edit}
          </Button>
        )}
        {admin && (
          <Button size="sm" variant="ghost" tone="critical" icon={<Trash2 />} onClick={() => setConfirming(true)}>
            {copy.deleteReply}
          </Button>
        )}
      </Inline>
      {reportable && report.form}
      <OwnReplyActions reply={reply} />
      {confirming && (
        <ConfirmDelete
          cancelLabel={copy.cancel}
          question={copy.confirmDeleteReply}
          confirmLabel={copy.deleteReply}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(reply.id, {
              onSuccess: () => toast({ type: 'success', title: copy.replyDeleted }),
              onError: (error) => {
                setConfirming(false);
                failed(copy.deleteFailed, error);
              },
            })
          }
        />
      )}
    </ReplyArticle>
  );
}


/** An admin's editor of a post's content (./PostForms.tsx `InlineEditor`), loaded when Edit is pressed. */
function AdminEditor(props: Parameters<PostForms['InlineEditor']>[0]) {
  return <FormSlot render={({ InlineEditor }) => <InlineEditor {...props} />} />;
}
