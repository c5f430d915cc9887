import { useId, useRef, type RefObject } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Send } from 'lucide-react';
import { forumCategories, forumLimits, forumMessages, forumTagSchema, newThreadSchema, normalizeForumTag, type NewThreadInput } from '@orisun/api';
import { Button, Inline, Modal, Select, Stack, Text, TextField, useToast } from '@orisun/ui';
import { useCreateThread } from '../../api/forum.ts';
import { forumNewThread as copy, forumThread } from '../../content/forum.ts';
import { FormHoneypot } from '../../forms/FormHoneypot.tsx';
import { useApiForm } from '../../forms/useApiForm.ts';
import { useEmojiField, useEmojiTargets } from './emoji.ts';
import { usePostCheck } from './postCheck.ts';
import { contentHint, PostEditor, titleHint, useShownPostRules } from './PostEditor.tsx';
import { failureText } from '../../forms/failureText.ts';
import { EmojiPicker, TagInput } from '@orisun/ui';

export interface NewThreadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to when it closes (the New Thread button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const threadFields = ['title', 'category', 'content', 'tags'] as const;
const emptyThread: NewThreadInput = { title: '', category: '' as NewThreadInput['category'], content: '', tags: [], website: '' };
const categoryOptions = forumCategories.map((name) => ({ value: name, label: name }));
/** A tag that breaks the pattern is not added; the field says why (a duplicate says so too: TagInput). */
const checkTag = (tag: string) => (forumTagSchema.safeParse(tag).success ? undefined : forumMessages.tag);

/**
 * The New Thread dialog (docs/product.md §2.13): Title*, Category*, Content* (Markdown, with Write/Preview and an emoji
 * picker), Tags; Post Thread is off until the three are filled and while sending. The rules (the shortest title and
 * content, the link cap, the tag pattern) are under their fields with counters before anything is sent; a problem
 * shows once, beside its field, and the typed text stays. A refusal that is no field's ('Error uploading Thread' and
 * the server's sentence: a wait, offline) shows in the dialog above its buttons, never in a toast over them.
 * Loaded on demand (its own chunk).
 */
export default function NewThreadDialog({ open, onOpenChange, returnFocusTo }: NewThreadDialogProps) {
  const formId = useId();
  const create = useCreateThread();
  const { toast } = useToast();
  const content = useRef<HTMLTextAreaElement | null>(null);
  const targets = useEmojiTargets();
  const checkPost = usePostCheck();
  const rules = useShownPostRules();
  const {
    register,
    control,
    reset,
    getValues,
    setValue,
    submit,
    result: failure,
    resultRef: failureRef,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: newThreadSchema,
    mutation: create,
    fields: threadFields,
    defaultValues: emptyThread,
    // The server's lengths and link cap, checked here when the list has told them.
    check: ({ title, content }) => checkPost({ title, content }),
    onSuccess: (result) => {
      reset(emptyThread);
      onOpenChange(false);
      toast({ type: 'success', title: result.thread.pending ? forumMessages.pending : forumMessages.threadCreated });
    },
    // Not a field's problem (those are beside their fields): said once, in the dialog.
    onFailure: (_outcome, _thread, error) => failureText(error, forumThread),
  });
  const [title, category, text] = useWatch({ control, name: ['title', 'category', 'content'] });
  const ready = Boolean(title?.trim() && category && text?.trim());
  const failureId = useId();
  useEmojiField('thread', {
    element: () => content.current,
    value: () => getValues('content') ?? '',
    setValue: (next) => setValue('content', next, { shouldDirty: true }),
  });

  const { ref: contentRef, ...contentField } = register('content');
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={copy.title}
        description={copy.description}
        size="lg"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <Modal.Body>
          <form id={formId} aria-label={copy.title} noValidate onSubmit={(event) => void submit(event)}>
            <Stack space="5">
              <TextField
                label={copy.fields.title}
                placeholder={copy.fields.titlePlaceholder}
                required
                autoComplete="off"
                hint={titleHint(rules, title ?? '')}
                error={errors.title?.message}
                {...register('title')}
              />
              <Select
                label={copy.fields.category}
                placeholder={copy.fields.categoryPlaceholder}
                options={categoryOptions}
                required
                error={errors.category?.message}
                {...register('category')}
              />
              <PostEditor
                label={copy.fields.content}
                text={text ?? ''}
                placeholder={copy.fields.contentPlaceholder}
                rows={6}
                required
                hint={contentHint(rules, text ?? '')}
                error={errors.content?.message}
                ref={(element) => {
                  contentRef(element);
                  content.current = element;
                }}
                {...contentField}
                tools={
                  <div>
                    <EmojiPicker label="Add emoji" onEmojiSelect={targets.select} />
                  </div>
                }
              />
              <Controller
                control={control}
                name="tags"
                render={({ field, fieldState }) => (
                  <TagInput
                    label={copy.fields.tags}
                    description={copy.fields.tagsHint}
                    value={field.value ?? []}
                    onValueChange={field.onChange}
                    normalize={normalizeForumTag}
                    max={forumLimits.tagsMax}
                    check={checkTag}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <FormHoneypot label={copy.honeypot} {...register('website')} />
              {failure !== null && (
                <Stack space="1" role="alert" id={failureId} ref={failureRef} tabIndex={-1}>
                  <Text weight="semibold" tone="critical">
                    {forumMessages.threadFailed}
                  </Text>
                  <Text>{failure}</Text>
                </Stack>
              )}
            </Stack>
          </form>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="ghost" tone="neutral">
              {copy.cancel}
            </Button>
          </Modal.Close>
          <Inline space="2">
            <Button type="submit" form={formId} icon={<Send />} disabled={!ready || isSubmitting} loading={isSubmitting}>
              {isSubmitting ? copy.submitting : copy.submit}
            </Button>
          </Inline>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
