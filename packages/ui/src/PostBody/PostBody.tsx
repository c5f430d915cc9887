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

interface PostBodyBaseProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  style?: CSSProperties;
}

export type PostBodyProps = PostBodyBaseProps &
  (
    | {
        /** The post, already split into text and links (`postSegments(post.content)`). Text is shown as text, never as HTML. */
        segments: ReadonlyArray<PostBodySegment>;
        html?: never;
      }
    | {
        /**
         * The post rendered from its Markdown by the server and sanitized there (`contentHtml`): paragraphs, line breaks,
         * emphasis, lists, code, quotes and links only. Inserted as HTML: pass nothing else.
         */
        html: string;
        segments?: never;
      }
  );

/**
 * A forum post's text as its author wrote it: line breaks kept, long words wrapping, web addresses as
 * links with `rel="nofollow ugc noopener"` that open in the same tab. With `segments` it renders React text nodes
 * only, so markup in a post shows as the characters typed; with `html` (a post's sanitized Markdown rendering) it
 * styles the paragraphs, lists, quotes and code blocks the same way in light, dark and forced colours.
 */
export function PostBody({ segments, html, className, ...rest }: PostBodyProps) {
  if (html !== undefined) {
    return <div data-component="PostBody" {...rest} className={cx(styles.root, styles.rendered, className)} dangerouslySetInnerHTML={{ __html: html }} />;
  }
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
