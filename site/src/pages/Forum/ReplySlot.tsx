import { useRef, useState } from 'react';
import { SmilePlus } from 'lucide-react';
import { Button, Stack } from '@orisun/ui';
import { forumThread as copy } from '../../content/forum.ts';
import { contentHint, PostEditor, useShownPostRules } from './PostEditor.tsx';
import { loadedPostForms, loadPostForms, type PostForms } from './postForms.ts';
import { ReplyActions } from './ReplyActions.tsx';
import { useNear } from './WhenNear.tsx';
import type { ReplyStart } from './PostForms.tsx';

/**
 * The reply box. First a plain one, drawn as the real one is (the Write/Preview editor, its rules, the buttons), with no
 * form code behind it; the real one (./PostForms.tsx `ReplyBox`: react-hook-form, the schema, the emoji picker) loads
 * as the reader nears it, focuses it, types or presses a button, and takes over what was typed and the focus. Post
 * Reply stays off until then, as it is for an empty reply.
 */
export default function ReplySlot({ threadId }: { threadId: string }) {
  // Fetched already (an earlier thread's box, a report): the real box at once.
  const [ready, setReady] = useState<{ forms: PostForms; start?: ReplyStart } | null>(() => {
    const forms = loadedPostForms();
    return forms ? { forms } : null;
  });
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const box = useRef<HTMLFormElement>(null);
  const emoji = useRef(false);
  const wanted = useRef(false);
  const rules = useShownPostRules();
  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    loadPostForms().then(
      (forms) => {
        // Read as the plain box is still in the page: what it holds, and whether it has the focus.
        const element = field.current;
        setReady({ forms, start: { text: element?.value ?? '', focused: element !== null && document.activeElement === element, emoji: emoji.current } });
      },
      () => {
        // Offline: the plain box stays, and the next focus or key tries again.
        wanted.current = false;
      },
    );
  };
  useNear(box, want, ready === null);
  if (ready) return <ready.forms.ReplyBox threadId={threadId} start={ready.start} />;
  return (
    <form ref={box} aria-label={copy.replyLabel} noValidate onSubmit={(event) => event.preventDefault()} onFocusCapture={want} onPointerDown={want}>
      <Stack space="2">
        <PostEditor
          ref={field}
          label={copy.replyLabel}
          text={text}
          onChange={(event) => {
            setText(event.target.value);
            want();
          }}
          placeholder={copy.replyPlaceholder}
          rows={4}
          hint={contentHint(rules, text)}
        />
        <ReplyActions
          emoji={
            <Button
              size="sm"
              variant="ghost"
              tone="neutral"
              icon={<SmilePlus />}
              aria-label={copy.emoji}
              onClick={() => {
                emoji.current = true;
                want();
              }}
            />
          }
          onCancel={() => {
            if (field.current) field.current.value = '';
            setText('');
          }}
          canPost={false}
        />
      </Stack>
    </form>
  );
}
