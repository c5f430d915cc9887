import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { withinAuthorEditWindow, type ForumReply, type ForumThreadSummary } from '@orisun/api';
import { Button, Inline, Stack, Text, useToast } from '@orisun/ui';
import { useDeleteOwnReply, useDeleteOwnThread } from '../../api/forumOwn.ts';
import { ownPostCopy as copy } from '../../content/forumModeration.ts';
import { failureText } from '../../forms/failureText.ts';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { FormSlot } from './FormSlot.tsx';

type OwnPost = { kind: 'thread'; post: ForumThreadSummary; onRemoved: () => void } | { kind: 'reply'; post: ForumReply; onRemoved?: undefined };

/**
 * A visitor's Edit and Delete on their own thread or reply in the thread dialog, for `forumLimits.authorEditHours`
 * after posting (the server checks the author and the time again; 403 otherwise). Edit opens a form with the post's
 * text held to the posting rules (its code loads then: ./PostForms.tsx); Delete asks first. Nothing shows on others'
 * posts, later, or on a deleted one.
 */
function OwnActions({ kind, post, onRemoved }: OwnPost) {
  const [mode, setMode] = useState<'idle' | 'editing' | 'confirming'>('idle');
  const removeThread = useDeleteOwnThread();
  const removeReply = useDeleteOwnReply();
  const remove = kind === 'thread' ? removeThread : removeReply;
  const { toast } = useToast();
  if (!post.mine || post.deletedByAuthor || !withinAuthorEditWindow(post.createdAt)) return null;
  const done = () => setMode('idle');
  const confirm = () =>
    remove.mutate(post.id, {
      onSuccess: (answer) => {
        toast({ type: 'success', title: copy.toasts.deleted });
        setMode('idle');
        if (kind === 'thread' && answer.outcome === 'removed') onRemoved?.();
      },
      onError: (error) => {
        setMode('idle');
        toast({ type: 'error', title: copy.toasts.deleteFailed, description: failureText(error) });
      },
    });
  return (
    <Stack space="3" data-requires-script="">
      {mode === 'idle' && (
        <Inline space="2" alignY="center">
          <Button size="sm" variant="ghost" tone="neutral" icon={<Pencil />} aria-label={kind === 'thread' ? copy.editThreadName : copy.editReplyName} onClick={() => setMode('editing')}>
            {copy.edit}
          </Button>
          <Button size="sm" variant="ghost" tone="critical" icon={<Trash2 />} aria-label={kind === 'thread' ? copy.deleteThreadName : copy.deleteReplyName} onClick={() => setMode('confirming')}>
            {copy.delete}
          </Button>
          <Text size="sm" tone="muted">
            {copy.window}
          </Text>
        </Inline>
      )}
      {mode === 'editing' && (
        <FormSlot
          render={({ OwnThreadEditor, OwnReplyEditor }) =>
            kind === 'thread' ? <OwnThreadEditor thread={post} onDone={done} /> : <OwnReplyEditor reply={post} onDone={done} />
          }
        />
      )}
      {mode === 'confirming' && (
        <ConfirmDelete
          confirmLabel={copy.confirmDelete}
          cancelLabel={copy.cancel}
          question={kind === 'thread' ? copy.confirmThread : copy.confirmReply}
          busy={remove.isPending}
          onCancel={done}
          onConfirm={confirm}
        />
      )}
    </Stack>
  );
}

/** The author's Edit and Delete on their own thread; `onRemoved` when it is gone (it had no replies). */
export function OwnThreadActions({ thread, onRemoved }: { thread: ForumThreadSummary; onRemoved: () => void }) {
  return <OwnActions kind="thread" post={thread} onRemoved={onRemoved} />;
}

/** The author's Edit and Delete on their own reply. */
export function OwnReplyActions({ reply }: { reply: ForumReply }) {
  return <OwnActions kind="reply" post={reply} />;
}
