import { useEffect, useState } from 'react';
import type { PostSegment } from '@orisun/api';

/**
 * The posting rules' code and its address finder (linkifyjs and its list of top-level domains: 8.6 KB of a phone's
 * data), loaded when first needed: a post is checked before it is sent, or a post is shown without the server's
 * rendering (the dialog over the list, until the thread's answer comes). A thread's own page needs neither to open.
 */
export const loadPostText = () => import('@orisun/api/postText');

/**
 * A post's text as typed, with line breaks kept, and its web addresses as links once the address finder has loaded
 * (until then, and without `text`, the text as it is).
 */
export function usePostSegments(text: string | undefined): PostSegment[] {
  const [linked, setLinked] = useState<{ text: string; segments: PostSegment[] } | null>(null);
  useEffect(() => {
    if (text === undefined) return;
    let current = true;
    loadPostText().then(
      ({ postSegments }) => {
        if (current) setLinked({ text, segments: postSegments(text) });
      },
      // Offline, or a deploy in between: the text stays as typed, its addresses plain.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (text === undefined) return [];
  return linked?.text === text ? linked.segments : [{ kind: 'text', text }];
}
