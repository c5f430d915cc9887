import { useId, useState } from 'react';
import { Ban, Lock, LockOpen, MoveRight } from 'lucide-react';
import { forumBanFormSchema, forumCategories, forumBanScopes, type ForumBanForm, type ForumCategory, type ForumItemKind } from '@orisun/api';
import { Button, Inline, Modal, RadioGroup, Select, Stack, TextArea, TextField, useToast } from '@orisun/ui';
import { Controller } from 'react-hook-form';
import { useBanForumAuthor, useModerateThread } from '../../../api/forumModeration.ts';
import { threadModerationCopy as copy } from '../../../content/forumModeration.ts';
import { staffUsers } from '../../../content/staffDesk.ts';
import { AlertCard } from '../../../forms/AlertCard.tsx';
import { failureText } from '../../../forms/failureText.ts';
import { FormDialogFooter } from '../../../forms/FormDialogFooter.tsx';
import { useApiForm } from '../../../forms/useApiForm.ts';

/** The thread an action is on, as the queue and the threads list know it. */
export interface ModeratedThread {
  id: string;
  title: string;
  category: ForumCategory;
  isLocked: boolean;
}

export interface ThreadModerationProps {
  thread: ModeratedThread;
  /** The post whose author Ban author bans (a reply, or the thread itself); none: no Ban author (an admin's post). */
  post?: { kind: ForumItemKind; id: string; what: string } | undefined;
}

/**
 * Lock or unlock a thread, move it to another category (a dialog with the categories) and ban a post's author (a dialog:
 * visitor or network, days, reason): the staff desk's moderation beyond Keep and Remove. Each action tells how it went
 * in a toast; the server writes it to the moderation log.
 */
export function ThreadModeration({ thread, post }: ThreadModerationProps) {
  const moderate = useModerateThread();
  const { toast } = useToast();
  const toggleLock = async () => {
    const isLocked = !thread.isLocked;
    try {
      await moderate.mutateAsync({ id: thread.id, isLocked });
      toast(isLocked ? { type: 'success', title: copy.toasts.locked, description: copy.toasts.lockedDetail } : { type: 'success', title: copy.toasts.unlocked });
    } catch (error) {
      toast({ type: 'error', title: copy.toasts.lockFailed, description: failureText(error) });
    }
  };
  return (
    <Inline space="2">
      <Button
        variant="outline"
        tone="neutral"
        size="sm"
        icon={thread.isLocked ? <LockOpen /> : <Lock />}
        aria-label={thread.isLocked ? copy.unlockName(thread.title) : copy.lockName(thread.title)}
        loading={moderate.isPending && moderate.variables?.isLocked !== undefined}
        onClick={() => void toggleLock()}
      >
        {thread.isLocked ? copy.unlock : copy.lock}
      </Button>
      <MoveDialog thread={thread} />
      {post && <BanDialog post={post} />}
    </Inline>
  );
}

function MoveDialog({ thread }: { thread: ModeratedThread }) {
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<ForumCategory>(thread.category);
  const moderate = useModerateThread();
  const { toast } = useToast();
  const formId = useId();
  const move = async () => {
    try {
      await moderate.mutateAsync({ id: thread.id, category });
      setOpen(false);
      toast({ type: 'success', title: copy.toasts.moved(category) });
    } catch (error) {
      toast({ type: 'error', title: copy.toasts.moveFailed, description: failureText(error) });
    }
  };
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setCategory(thread.category);
      }}
    >
      <Modal.Trigger asChild>
        <Button variant="outline" tone="neutral" size="sm" icon={<MoveRight />} aria-label={copy.moveName(thread.title)}>
          {copy.move}
        </Button>
      </Modal.Trigger>
      <Modal.Content size="sm" title={copy.moveTitle} description={copy.moveDescription(thread.title)}>
        <Modal.Body>
          <form
            id={formId}
            aria-label={copy.moveTitle}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void move();
            }}
          >
            <Select
              label={copy.categoryLabel}
              value={category}
              onChange={(event) => setCategory(event.target.value as ForumCategory)}
              options={forumCategories.map((name) => ({ value: name, label: name }))}
            />
          </form>
        </Modal.Body>
        <FormDialogFooter formId={formId} submitting={moderate.isPending} copy={{ submitLabel: copy.moveConfirm, submittingLabel: copy.moveConfirm, cancelLabel: copy.cancel }} />
      </Modal.Content>
    </Modal.Root>
  );
}

function BanDialog({ post }: { post: NonNullable<ThreadModerationProps['post']> }) {
  const [open, setOpen] = useState(false);
  const ban = useBanForumAuthor();
  const { toast } = useToast();
  const formId = useId();
  const form = useApiForm({
    schema: forumBanFormSchema,
    mutation: { mutateAsync: (values: ForumBanForm) => ban.mutateAsync({ ...values, kind: post.kind, id: post.id }) },
    fields: ['scope', 'days', 'reason'],
    defaultValues: { scope: 'visitor', days: 7, reason: '' },
    focusResult: 'never',
    onSuccess: ({ message }) => {
      form.reset();
      setOpen(false);
      toast({ type: 'success', title: copy.toasts.banned, description: message });
    },
    onFailure: (outcome) => (outcome.kind === 'offline' ? staffUsers.error.offline : outcome.message),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset();
          form.setResult(null);
        }
      }}
    >
      <Modal.Trigger asChild>
        <Button variant="outline" tone="critical" size="sm" icon={<Ban />} aria-label={copy.banName(post.what)}>
          {copy.ban}
        </Button>
      </Modal.Trigger>
      <Modal.Content size="sm" title={copy.banTitle} description={copy.banDescription}>
        <Modal.Body>
          <form id={formId} aria-label={copy.banTitle} noValidate onSubmit={(event) => void form.submit(event)}>
            <Stack space="5">
              <Controller
                control={form.control}
                name="scope"
                render={({ field }) => (
                  <RadioGroup
                    label={copy.scopeLabel}
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.scope?.message}
                    options={forumBanScopes.map((scope) => ({ value: scope, ...copy.scopes[scope] }))}
                  />
                )}
              />
              <TextField label={copy.daysLabel} hint={copy.daysHint} type="number" inputMode="numeric" min={1} max={365} required error={errors.days?.message} {...form.register('days', { valueAsNumber: true })} />
              <TextArea label={copy.reasonLabel} hint={copy.reasonHint} rows={3} required error={errors.reason?.message} {...form.register('reason')} />
              {form.result && <AlertCard takeFocus title={copy.toasts.banFailed} detail={form.result} />}
            </Stack>
          </form>
        </Modal.Body>
        <FormDialogFooter formId={formId} submitting={isSubmitting} copy={{ submitLabel: copy.banConfirm, submittingLabel: copy.banConfirm, cancelLabel: copy.cancel }} />
      </Modal.Content>
    </Modal.Root>
  );
}
