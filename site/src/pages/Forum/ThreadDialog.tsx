import { useId, useRef, useState, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { Bookmark, CircleCheck, Flag, Pencil, Pin, PinOff, Send, Share2, ThumbsUp, Trash2 } from 'lucide-react';
import {
  forumMessages,
  forumReplyEditSchema,
  forumReportSchema,
  newReplySchema,
  type ForumItemKind, type ForumReply, type ForumThread, type ForumThreadSummary } from '@orisun/api';
import { Button, Inline, Modal, Spinner, Stack, Text, TextArea, useToast } from '@orisun/ui';
import {
  useCreateReply,
  useDeleteReply,
  useDeleteThread,
  useEditReply,
  useEditThread,
  useForumReplies,
  useForumThread,
  useLikeReply,
  useLikeThread,
  useMarkSolution,
  useReportPost,
} from '../../api/forum.ts';
import { forumThread as copy } from '../../content/forum.ts';
import { useEmojiField, useEmojiTargets, type EmojiSlot } from './emoji.ts';
import { usePostCheck } from './postCheck.ts';
import { failureText } from '../../forms/failureText.ts';
import { useApiForm } from '../../forms/useApiForm.ts';
import { EmojiPicker } from '@orisun/ui';
import { PostArticle, ReplyArticle, ReplyList } from './ThreadArticle.tsx';

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

/** The absolute address of a thread, to share. */
export function threadUrl(id: string): string {
  return new URL(`/forum/threads/${id}`, window.location.origin).href;
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
        description={thread ? copy.postedBy(thread.author) : undefined}
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
              <ReplyBox threadId={thread.id} />
            </Stack>
          ) : detail.isError ? (
            <Stack space="2" role="alert">
              <Text weight="semibold">{copy.loadFailed}</Text>
              <Text>{failureText(detail.error, copy)}</Text>
            </Stack>
          ) : (
            <Spinner label={copy.loading} />
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function useFailureToast() {
  const { toast } = useToast();
  return (title: string, error: unknown) => toast({ type: 'error', title, description: failureText(error, copy) });
}

function ThreadPost({
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
          <InlineEditor
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
      <Inline space="2" alignY="center">
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
        <Button size="sm" variant={saved ? 'soft' : 'ghost'} tone="neutral" icon={<Bookmark />} aria-pressed={saved} onClick={() => onSavedChange(!saved)}>
          {copy.save}
        </Button>
        {!thread.isAdminPost && <ReportButton kind="thread" id={thread.id} threadId={thread.id} reported={thread.reported} />}
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
      {confirming && (
        <ConfirmDelete
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

function ConfirmDelete({
  question,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  question: string;
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <Stack space="2" role="group" aria-labelledby={id}>
      <Text id={id} weight="semibold">
        {question}
      </Text>
      <Inline space="2">
        <Button size="sm" tone="critical" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button size="sm" variant="ghost" tone="neutral" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </Inline>
    </Stack>
  );
}

/** An admin's inline editor of a post's content: Save needs text, Cancel leaves it as it was. Takes emoji first. */
function InlineEditor({
  label,
  initial,
  saving,
  save,
  onSaved,
  onCancel,
}: {
  label: string;
  initial: string;
  saving: boolean;
  /** Sends the new text; the editor tells how it went (a toast) and calls `onSaved` when it is stored. */
  save: (content: string) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { toast } = useToast();
  const failed = useFailureToast();
  const checkPost = usePostCheck();
  // The post text's rules (a thread's content has the same as a reply's); every refusal is told in a toast.
  const { control, register, setValue, getValues, submit, formState: { errors } } = useApiForm({
    schema: forumReplyEditSchema,
    mutation: { mutateAsync: ({ content }: { content: string }) => save(content) },
    fields: [],
    check: ({ content }) => checkPost({ content }),
    defaultValues: { content: initial },
    onSuccess: () => {
      onSaved();
      toast({ type: 'success', title: copy.editedToast });
    },
    onFailure: (_outcome, _edit, error) => {
      failed(copy.editFailed, error);
    },
  });
  const text = useWatch({ control, name: 'content' }) ?? '';
  const field = useRef<HTMLTextAreaElement>(null);
  const { ref: registerField, ...contentField } = register('content');
  useEmojiField('edit', {
    element: () => field.current,
    value: () => getValues('content') ?? '',
    setValue: (value) => setValue('content', value, { shouldDirty: true }),
  });
  const blank = text.trim() === '';
  return (
    <Stack space="2">
      <TextArea
        ref={(node) => {
          field.current = node;
          registerField(node);
        }}
        label={label}
        rows={5}
        {...contentField}
        hint={blank ? copy.editEmpty : undefined}
        error={errors.content?.message}
      />
      <Inline space="2" alignY="center">
        <EmojiButton />
        <Button size="sm" disabled={blank || saving} loading={saving} onClick={() => void submit()}>
          {copy.save_edit}
        </Button>
        <Button size="sm" variant="ghost" tone="neutral" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </Inline>
    </Stack>
  );
}

/** The picker of a field: the emoji goes where the forum's rule says (emoji.ts). */
function EmojiButton() {
  const targets = useEmojiTargets();
  return <EmojiPicker label={copy.emoji} onEmojiSelect={targets.select} />;
}

/** Report: asks a reason, sends it, then stays disabled ('Reported'); a 409 (reported before) disables it too. */
/** `reported` undefined: not known yet (the thread's own answer is on its way), so the button waits. */
function ReportButton({ kind, id, threadId, reported }: { kind: ForumItemKind; id: string; threadId: string; reported: boolean | undefined }) {
  const report = useReportPost(threadId);
  const failed = useFailureToast();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const {
    register,
    submit,
    formState: { errors },
  } = useApiForm({
    schema: forumReportSchema,
    mutation: report,
    fields: ['reason'],
    defaultValues: { kind, id, reason: '' },
    onSuccess: ({ message }) => {
      setAsking(false);
      toast({ type: 'success', title: message });
    },
    onFailure: (outcome, _report, error) => {
      // Reported before (409): as good as sent.
      if (outcome.kind === 'conflict') {
        setAsking(false);
        toast({ type: 'success', title: outcome.message });
      } else failed(copy.reportFailed, error);
    },
  });
  if (reported) {
    return (
      <Button size="sm" variant="ghost" tone="neutral" icon={<Flag />} disabled>
        {copy.reported}
      </Button>
    );
  }
  if (!asking) {
    return (
      <Button size="sm" variant="ghost" tone="neutral" icon={<Flag />} aria-expanded={false} disabled={reported === undefined} onClick={() => setAsking(true)}>
        {copy.report}
      </Button>
    );
  }
  return (
    <Stack space="2" style={{ flexBasis: '100%' }}>
      <TextArea
        label={copy.reportReason}
        hint={copy.reportDescription}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Inline space="2">
        <Button size="sm" icon={<Flag />} loading={report.isPending} onClick={() => void submit()}>
          {copy.reportSend}
        </Button>
        <Button size="sm" variant="ghost" tone="neutral" onClick={() => setAsking(false)}>
          {copy.cancel}
        </Button>
      </Inline>
    </Stack>
  );
}

function Replies({ thread, replies, loading, admin }: { thread: ForumThreadSummary; replies: ForumReply[] | undefined; loading: boolean; admin: boolean }) {
  return (
    <ReplyList count={replies?.length ?? thread.replies} level={3} loading={loading}>
      {replies?.map((reply) => (
        <ReplyItem key={reply.id} thread={thread} reply={reply} admin={admin} />
      ))}
    </ReplyList>
  );
}

function ReplyItem({ thread, reply, admin }: { thread: ForumThreadSummary; reply: ForumReply; admin: boolean }) {
  const like = useLikeReply(thread.id);
  const solve = useMarkSolution(thread.id);
  const edit = useEditReply(thread.id);
  const remove = useDeleteReply(thread.id);
  const failed = useFailureToast();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canChooseSolution = !thread.isSolved && !reply.isSolution && (thread.mine || admin);

  return (
    <ReplyArticle
      reply={reply}
      body={
        editing ? (
          <InlineEditor
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
      <Inline space="2" alignY="center">
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
        {!reply.isAdminReply && <ReportButton kind="reply" id={reply.id} threadId={thread.id} reported={reply.reported} />}
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
      {confirming && (
        <ConfirmDelete
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

/** The reply box: Post Reply needs text and is off while sending; a refused reply keeps the text. */
function ReplyBox({ threadId }: { threadId: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const create = useCreateReply(threadId);
  const { toast } = useToast();
  const checkPost = usePostCheck();
  // Every refusal is told in a toast (a reply too short before sending, by the list's rules); the text stays to send again.
  const { control, register, setValue, getValues, submit, formState: { errors } } = useApiForm({
    schema: newReplySchema,
    mutation: create,
    fields: [],
    check: ({ content }) => checkPost({ content }),
    defaultValues: { content: '' },
    onSuccess: () => {
      setValue('content', '');
      toast({ type: 'success', title: copy.replyPosted });
    },
    onFailure: (_outcome, _reply, error) => {
      toast({ type: 'error', title: forumMessages.replyFailed, description: failureText(error, copy) });
    },
  });
  const text = useWatch({ control, name: 'content' }) ?? '';
  const { ref: registerField, ...contentField } = register('content');
  useEmojiField('reply' satisfies EmojiSlot, {
    element: () => field.current,
    value: () => getValues('content') ?? '',
    setValue: (value) => setValue('content', value, { shouldDirty: true }),
  });
  const formId = useId();
  return (
    <form
      id={formId}
      aria-label={copy.replyLabel}
      noValidate
      onSubmit={(event) => {
        if (text.trim() && !create.isPending) void submit(event);
        else event.preventDefault();
      }}
    >
      <Stack space="2">
        <TextArea
          ref={(node) => {
            field.current = node;
            registerField(node);
          }}
          label={copy.replyLabel}
          placeholder={copy.replyPlaceholder}
          rows={4}
          {...contentField}
          error={errors.content?.message}
        />
        <Inline space="2" alignY="center" align="between">
          <EmojiButton />
          <Inline space="2">
            <Button variant="ghost" tone="neutral" onClick={() => setValue('content', '')} disabled={create.isPending}>
              {copy.cancel}
            </Button>
            <Button type="submit" icon={<Send />} disabled={!text.trim() || create.isPending} loading={create.isPending}>
              {copy.postReply}
            </Button>
          </Inline>
        </Inline>
      </Stack>
    </form>
  );
}

