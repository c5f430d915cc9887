import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { focusRing } from '@orisun/tokens';
import { cx } from '../private/cssVar.ts';
import * as styles from './PostBody.css.ts';

/**
 * One piece of a post: plain text, or a web address shown as a link. The same shape as `PostSegment`
 * in `@orisun/api` (`postSegments(text)` makes the list); declared here so the kit stays free of the API.
 */
export type PostBodySegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** The `rel` of every link in a post: user content, not endorsed, no window.opener. */
export const postBodyLinkRel = 'nofollow ugc noopener';

export interface PostBodyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The post, already split into text and links (`postSegments(post.content)`). Text is shown as text, never as HTML. */
  segments: ReadonlyArray<PostBodySegment>;
  ref?: Ref<HTMLDivElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * A forum post's text as its author wrote it: line breaks kept, long words wrapping, web addresses as
 * links with `rel="nofollow ugc noopener"` that open in the same tab. Renders React text nodes only,
 * so markup in a post shows as the characters typed.
 */
export function PostBody({ segments, className, ...rest }: PostBodyProps) {
  return (
    <div data-component="PostBody" {...rest} className={cx(styles.root, className)}>
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} data-part="Link" href={segment.href} rel={postBodyLinkRel} className={cx(styles.link, focusRing)}>
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </div>
  );
}
PostBody.displayName = 'PostBody';
