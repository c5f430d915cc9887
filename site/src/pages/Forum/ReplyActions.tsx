import type { ReactNode } from 'react';
import { Send } from 'lucide-react';
import { Button, Inline } from '@orisun/ui';
import { forumThread as copy } from '../../content/forum.ts';

/**
 * The reply box's row of buttons: the emoji picker's place, Cancel and Post Reply. One row for the plain box drawn
 * first (ThreadDialog.tsx) and the real one (PostForms.tsx), so the swap moves nothing.
 */
export function ReplyActions({ emoji, onCancel, cancelDisabled = false, canPost, sending = false }: { emoji: ReactNode; onCancel: () => void; cancelDisabled?: boolean; canPost: boolean; sending?: boolean }) {
  return (
    <Inline space="2" alignY="center" align="between">
      {emoji}
      <Inline space="2">
        <Button variant="ghost" tone="neutral" onClick={onCancel} disabled={cancelDisabled}>
          {copy.cancel}
        </Button>
        <Button type="submit" icon={<Send />} disabled={!canPost || sending} loading={sending}>
          {copy.postReply}
        </Button>
      </Inline>
    </Inline>
  );
}
