import { Lock } from 'lucide-react';
import { Card, Icon, Inline, Text } from '@orisun/ui';
import { ownPostCopy as copy } from '../../content/forumModeration.ts';
import { relativeTime } from './relativeTime.ts';

/** " · edited 3 hours ago" after a post's time, with the edit's moment as a `<time>` (Discourse's pencil mark). */
export function EditedMark({ at }: { at: string }) {
  const when = relativeTime(at);
  return (
    <>
      {' · '}
      <time dateTime={at} title={new Date(at).toUTCString()}>
        {copy.edited(when === 'Just now' ? 'just now' : when)}
      </time>
    </>
  );
}

/** In place of the reply box of a locked thread: a sentence, for readers with or without JavaScript. */
export function LockedNotice() {
  return (
    <Card padding="md" tone="caution">
      <Inline space="2" alignY="center">
        <Icon icon={Lock} />
        <Text>{copy.locked}</Text>
      </Inline>
    </Card>
  );
}
