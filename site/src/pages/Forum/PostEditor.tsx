import { useState, type ReactNode, type Ref } from 'react';
import { forumPostRules, type ForumPostRules } from '@orisun/api';
import { PostBody, Spinner, Stack, Tabs, Text, TextArea, type TextAreaProps } from '@orisun/ui';
import { useForumPostRules, usePostPreview } from '../../api/forum.ts';
import { forumComposer as copy, forumThread } from '../../content/forum.ts';
import { failureText } from '../../forms/failureText.ts';
import { loadPostText } from './postText.ts';

/** Characters as a person counts them (an emoji is one), as the posting rules count them (`forumPostIssues`). */
const characters = (text: string) => [...text.trim()].length;

/**
 * The rules the reader's posts are held to: the server's, told with the thread list, else the contract's defaults (a
 * thread dialog opened alone). Shown under the fields before anything is sent.
 */
export function useShownPostRules(): ForumPostRules {
  const told = useForumPostRules()();
  return told ?? forumPostRules;
}

/** The hint of a title: its shortest length, with how many characters are left or written. */
export function titleHint(rules: ForumPostRules, title: string): string {
  return copy.atLeast(rules.titleMin, characters(title));
}

/** The hint of a post's text: its shortest length with a counter, the link cap, and that Markdown works. */
export function contentHint(rules: ForumPostRules, content: string): string {
  const links = typeof rules.linksMax === 'number' ? ` ${copy.linksMax(rules.linksMax)}` : '';
  return `${copy.atLeast(rules.postMin, characters(content))}${links} ${copy.markdown}`;
}

export interface PostEditorProps extends Omit<TextAreaProps, 'value' | 'hint' | 'ref'> {
  label: string;
  /** The text as it is now (the form's watched value): what Preview shows. */
  text: string;
  /** Under the field: the rules with their counter (`contentHint`). */
  hint: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
  /** Beside the tabs, shown with Write only: the emoji picker of the field. */
  tools?: ReactNode;
}

/**
 * A post's text with a Write/Preview switch (Radix tabs): Write is the field (its rules and counter under it, its
 * error beside it); Preview shows the text as the forum will, rendered by the server (`POST /api/forum/preview`,
 * asked when Preview is chosen), so the page carries no Markdown parser. The field stays in the form while Preview
 * shows (hidden), so what was typed, its errors and the form's reset are kept.
 */
export function PostEditor({ label, text, hint, tools, ref, error, ...field }: PostEditorProps) {
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const previewing = mode === 'preview';
  // A problem with the text is shown beside the field: back to Write, where it can be read and the field focused.
  const [lastError, setLastError] = useState(error);
  if (error !== lastError) {
    setLastError(error);
    if (error) setMode('write');
  }
  return (
    <Tabs.Root value={mode} onValueChange={(value) => setMode(value === 'preview' ? 'preview' : 'write')} activationMode="manual">
      <Stack space="2">
        <Tabs.List aria-label={copy.modes(label)}>
          <Tabs.Trigger value="write">{copy.write}</Tabs.Trigger>
          <Tabs.Trigger value="preview">{copy.preview}</Tabs.Trigger>
        </Tabs.List>
        {/* Kept in the page while Preview shows (Radix would unmount it): hidden by style, as Radix sets `hidden` itself. */}
        <Tabs.Content value="write" forceMount style={previewing ? { display: 'none' } : undefined}>
          <Stack space="2">
            <TextArea
              ref={ref}
              label={label}
              hint={hint}
              error={error}
              {...field}
              onFocus={(event) => {
                // The rules' check runs when the post is sent: its code comes while the reader writes.
                loadPostText().catch(() => undefined);
                field.onFocus?.(event);
              }}
            />
            {tools}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="preview">
          {previewing && <Preview text={text} />}
        </Tabs.Content>
      </Stack>
    </Tabs.Root>
  );
}

function Preview({ text }: { text: string }) {
  const blank = text.trim() === '';
  const preview = usePostPreview(text, !blank);
  if (blank) return <Text tone="muted">{copy.previewEmpty}</Text>;
  if (preview.data) return <PostBody html={preview.data.html} />;
  if (preview.isError) {
    return (
      <Stack space="1" role="alert">
        <Text weight="semibold">{copy.previewFailed}</Text>
        <Text>{failureText(preview.error, forumThread)}</Text>
      </Stack>
    );
  }
  return <Spinner label={copy.previewLoading} />;
}
