import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { Flag } from 'lucide-react';
import {
  forumMessages,
  forumOwnReplyEditSchema,
  forumOwnThreadEditSchema,
  forumReplyEditSchema,
  forumReportSchema,
  newReplySchema,
  type ForumItemKind,
  type ForumReply,
  type ForumThreadSummary,
} from '@orisun/api';
import { Button, EmojiPicker, Inline, Stack, Text, TextArea, TextField, useToast } from '@orisun/ui';
import { useCreateReply, useReportPost } from '../../api/forum.ts';
import { useEditOwnReply, useEditOwnThread } from '../../api/forumOwn.ts';
import { forumThread as copy } from '../../content/forum.ts';
import { ownPostCopy } from '../../content/forumModeration.ts';
import { failureText } from '../../forms/failureText.ts';
import { useApiForm } from '../../forms/useApiForm.ts';
import { useEmojiField, useEmojiTargets, type EmojiSlot } from './emoji.ts';
import { usePostCheck } from './postCheck.ts';
import { contentHint, PostEditor, useShownPostRules } from './PostEditor.tsx';
import { ReplyActions } from './ReplyActions.tsx';

/*
 * The thread dialog's forms, one chunk that loads the first time a reader wants one (./postForms.ts): the reply box,
 * the report form, an admin's editor and an author's. They carry react-hook-form, the contract's schemas and the emoji
 * picker, which the thread page's first load does without (tests/e2e/budgets.test.ts).
 */

/**
 * An admin's inline editor of a post's content (Markdown, Write/Preview): Save needs text, Cancel leaves it as it was.
 * Takes emoji first. A problem with the text shows beside it; a refusal that is no field's, above the buttons.
 */
export function InlineEditor({
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
  /** Sends the new text; the editor tells how it went (a toast when saved) and calls `onSaved` when it is stored. */
  save: (content: string) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { toast } = useToast();
  const checkPost = usePostCheck();
  const rules = useShownPostRules();
  const { control, register, setValue, getValues, submit, result: failure, resultRef, formState: { errors, isSubmitting } } = useApiForm({
    schema: forumReplyEditSchema,
    mutation: { mutateAsync: ({ content }: { content: string }) => save(content) },
    fields: ['content'],
    check: ({ content }) => checkPost({ content }),
    defaultValues: { content: initial },
    onSuccess: () => {
      onSaved();
      toast({ type: 'success', title: copy.editedToast });
    },
    onFailure: (_outcome, _edit, error) => failureText(error, copy),
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
      <PostEditor
        ref={(node) => {
          field.current = node;
          registerField(node);
        }}
        label={label}
        text={text}
        rows={5}
        {...contentField}
        hint={blank ? copy.editEmpty : contentHint(rules, text)}
        error={errors.content?.message}
      />
      {failure !== null && <FailureNote title={copy.editFailed} text={failure} ref={resultRef} />}
      <Inline space="2" alignY="center">
        <EmojiButton />
        <Button size="sm" disabled={blank || saving || isSubmitting} loading={saving || isSubmitting} onClick={() => void submit()}>
          {copy.save_edit}
        </Button>
        <Button size="sm" variant="ghost" tone="neutral" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </Inline>
    </Stack>
  );
}

/** A refusal that is no field's (a wait, offline, a conflict), said once where the form is: its title and sentence. */
function FailureNote({ title, text, ref }: { title: string; text: string; ref: RefObject<HTMLElement | null> }) {
  return (
    <Stack space="1" role="alert" ref={ref} tabIndex={-1}>
      <Text weight="semibold" tone="critical">
        {title}
      </Text>
      <Text>{text}</Text>
    </Stack>
  );
}

/** The picker of a field: the emoji goes where the forum's rule says (emoji.ts). */
function EmojiButton({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const targets = useEmojiTargets();
  return <EmojiPicker label={copy.emoji} onEmojiSelect={targets.select} defaultOpen={defaultOpen} />;
}

/**
 * The report form under a post's row of actions (its field takes the focus): a reason, then Send report. Sent, or
 * reported before (409, as good as sent), it says so and closes; the post's Report button then reads "Reported".
 */
export function ReportForm({ kind, id, threadId, onClose }: { kind: ForumItemKind; id: string; threadId: string; onClose: () => void }) {
  const report = useReportPost(threadId);
  const { toast } = useToast();
  const reason = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => reason.current?.focus(), []);
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
      onClose();
      toast({ type: 'success', title: message });
    },
    onFailure: (outcome, _report, error) => {
      if (outcome.kind === 'conflict') {
        onClose();
        toast({ type: 'success', title: outcome.message });
      } else toast({ type: 'error', title: copy.reportFailed, description: failureText(error, copy) });
    },
  });
  const { ref: reasonRef, ...reasonField } = register('reason');
  return (
    <Stack space="2">
      <TextArea
        ref={(node) => {
          reason.current = node;
          reasonRef(node);
        }}
        label={copy.reportReason}
        hint={copy.reportDescription}
        rows={2}
        error={errors.reason?.message}
        {...reasonField}
      />
      <Inline space="2">
        <Button size="sm" icon={<Flag />} loading={report.isPending} onClick={() => void submit()}>
          {copy.reportSend}
        </Button>
        <Button size="sm" variant="ghost" tone="neutral" onClick={onClose}>
          {copy.cancel}
        </Button>
      </Inline>
    </Stack>
  );
}

/** What a reader typed in the reply box's first, plain field (the thread dialog's) before this one took over. */
export interface ReplyStart {
  text: string;
  /** The plain field had the focus: this one takes it, the caret at the end. */
  focused: boolean;
  /** The plain box's emoji button was pressed: the picker opens. */
  emoji?: boolean;
}

/**
 * The reply box (Markdown, Write/Preview, its rules and counter under it): Post Reply needs text and is off while
 * sending; a refused reply keeps the text, its problem beside the field or, when it is no field's, above the buttons.
 */
export function ReplyBox({ threadId, start }: { threadId: string; start?: ReplyStart }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const create = useCreateReply(threadId);
  const { toast } = useToast();
  const checkPost = usePostCheck();
  const rules = useShownPostRules();
  const { control, register, setValue, getValues, submit, result: failure, resultRef, formState: { errors, isSubmitting } } = useApiForm({
    schema: newReplySchema,
    mutation: create,
    fields: ['content'],
    check: ({ content }) => checkPost({ content }),
    defaultValues: { content: start?.text ?? '' },
    onSuccess: () => {
      setValue('content', '');
      toast({ type: 'success', title: copy.replyPosted });
    },
    onFailure: (_outcome, _reply, error) => failureText(error, copy),
  });
  const text = useWatch({ control, name: 'content' }) ?? '';
  const { ref: registerField, ...contentField } = register('content');
  useEmojiField('reply' satisfies EmojiSlot, {
    element: () => field.current,
    value: () => getValues('content') ?? '',
    setValue: (value) => setValue('content', value, { shouldDirty: true }),
  });
  // Before the browser takes the next key press: what is typed goes on in this field.
  useLayoutEffect(() => {
    const element = field.current;
    if (!start?.focused || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    // Once, as it takes over from the plain field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const formId = useId();
  return (
    <form
      id={formId}
      data-component="ReplyBox"
      aria-label={copy.replyLabel}
      noValidate
      onSubmit={(event) => {
        // Busy from the rules' check to the server's answer: one post however often Post is pressed.
        if (text.trim() && !isSubmitting && !create.isPending) void submit(event);
        else event.preventDefault();
      }}
    >
      <Stack space="2">
        <PostEditor
          ref={(node) => {
            field.current = node;
            registerField(node);
          }}
          label={copy.replyLabel}
          text={text}
          placeholder={copy.replyPlaceholder}
          rows={4}
          {...contentField}
          hint={contentHint(rules, text)}
          error={errors.content?.message}
        />
        {failure !== null && <FailureNote title={forumMessages.replyFailed} text={failure} ref={resultRef} />}
        <ReplyActions
          emoji={<EmojiButton defaultOpen={start?.emoji} />}
          onCancel={() => setValue('content', '')}
          cancelDisabled={isSubmitting || create.isPending}
          canPost={text.trim() !== ''}
          sending={isSubmitting || create.isPending}
        />
      </Stack>
    </form>
  );
}

function EditorButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Inline space="2">
      <Button type="submit" size="sm" loading={saving}>
        {ownPostCopy.save}
      </Button>
      <Button size="sm" variant="ghost" tone="neutral" onClick={onCancel}>
        {ownPostCopy.cancel}
      </Button>
    </Inline>
  );
}

/** How an author's edit ends: saved, a toast and the editor closes; refused, a toast (a field's problem shows beside it). */
function useOwnEditResult(onDone: () => void) {
  const { toast } = useToast();
  return {
    focusResult: 'never' as const,
    onSuccess: () => {
      toast({ type: 'success', title: ownPostCopy.toasts.saved });
      onDone();
    },
    onFailure: (outcome: { kind: string }, _values: unknown, error: unknown) => {
      if (outcome.kind !== 'invalid') toast({ type: 'error', title: ownPostCopy.toasts.saveFailed, description: failureText(error) });
    },
  };
}

export function OwnThreadEditor({ thread, onDone }: { thread: ForumThreadSummary; onDone: () => void }) {
  const edit = useEditOwnThread();
  const ownEditResult = useOwnEditResult(onDone);
  const checkPost = usePostCheck();
  const form = useApiForm({
    schema: forumOwnThreadEditSchema,
    mutation: { mutateAsync: (values: { title: string; content: string; tags: string[] }) => edit.mutateAsync({ id: thread.id, ...values }) },
    fields: ['title', 'content'],
    check: ({ title, content }) => checkPost({ title, content }),
    defaultValues: { title: thread.title, content: thread.content, tags: thread.tags },
    ...ownEditResult,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form aria-label={ownPostCopy.editThreadName} noValidate onSubmit={(event) => void form.submit(event)}>
      <Stack space="3">
        <TextField label={ownPostCopy.titleLabel} required error={errors.title?.message} {...form.register('title')} />
        <TextArea label={ownPostCopy.contentLabel} rows={6} required error={errors.content?.message} {...form.register('content')} />
        <EditorButtons saving={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}

export function OwnReplyEditor({ reply, onDone }: { reply: ForumReply; onDone: () => void }) {
  const edit = useEditOwnReply();
  const ownEditResult = useOwnEditResult(onDone);
  const checkPost = usePostCheck();
  const form = useApiForm({
    schema: forumOwnReplyEditSchema,
    mutation: { mutateAsync: ({ content }: { content: string }) => edit.mutateAsync({ id: reply.id, content }) },
    fields: ['content'],
    check: ({ content }) => checkPost({ content }),
    defaultValues: { content: reply.content },
    ...ownEditResult,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form aria-label={ownPostCopy.editReplyName} noValidate onSubmit={(event) => void form.submit(event)}>
      <Stack space="3">
        <TextArea label={ownPostCopy.replyLabel} rows={4} required error={errors.content?.message} {...form.register('content')} />
        <EditorButtons saving={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
