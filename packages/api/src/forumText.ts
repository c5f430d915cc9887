import { find } from 'linkifyjs';

/**
 * How a forum post's plain text is shown, on the page (React) and in the server's thread page (HTML) alike:
 * its text as it is (never HTML), with line breaks kept by the page and web addresses as links
 * (`rel="nofollow ugc noopener"`, the rel Discourse gives user content). Only http and https links: a
 * `javascript:` or `data:` address stays text.
 */
export type PostSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** The rel of every link in a post. */
export const postLinkRel = 'nofollow ugc noopener';

export function postSegments(text: string): PostSegment[] {
  const segments: PostSegment[] = [];
  let at = 0;
  for (const match of find(text, 'url', { defaultProtocol: 'https' })) {
    let href: URL;
    try {
      href = new URL(match.href);
    } catch {
      continue;
    }
    if (href.protocol !== 'https:' && href.protocol !== 'http:') continue;
    if (match.start > at) segments.push({ kind: 'text', text: text.slice(at, match.start) });
    segments.push({ kind: 'link', text: match.value, href: href.href });
    at = match.end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}

/** How many links a post holds (the server caps it for anonymous posts). */
export function postLinkCount(text: string): number {
  return postSegments(text).filter((s) => s.kind === 'link').length;
}
