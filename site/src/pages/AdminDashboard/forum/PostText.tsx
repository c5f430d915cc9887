import { Fragment } from 'react';
import { postLinkRel, postSegments } from '@orisun/api';
import { Link, Text } from '@orisun/ui';

/**
 * A forum post's plain text as the forum shows it: the text as it is (React escapes it, never HTML), line breaks
 * kept, http(s) addresses as links with `rel="nofollow ugc noopener"` (`postSegments` from `@orisun/api`, the
 * same rules as the server's thread page). A stand-in for the kit's `PostBody` until it lands: swap one for the other.
 */
export function PostText({ text }: { text: string }) {
  return (
    <Text as="div" data-part="PostText">
      {postSegments(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <Link key={i} href={segment.href} rel={postLinkRel}>
            {segment.text}
          </Link>
        ) : (
          <Fragment key={i}>
            {segment.text.split('\n').map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </Fragment>
        ),
      )}
    </Text>
  );
}
