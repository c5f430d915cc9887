import { find } from 'linkifyjs';
import { forumPostRules, type ForumPostRules } from './schemas/forumFacts.ts';
import { forumPostMessages } from './schemas/forumSentences.ts';

export { forumPostRules, type ForumPostRules };

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


/**
 * The posting rules of a post's text: a title shorter than `titleMin` characters, content shorter than `postMin`, or
 * (when the content is long enough) more links than `linksMax`. Each problem as a field and its sentence, none: [].
 * Characters are code points, as a person counts them (an emoji is one).
 */
export function forumPostIssues(fields: { title?: string | undefined; content: string }, rules: ForumPostRules = forumPostRules): { path: 'title' | 'content'; message: string }[] {
  const issues: { path: 'title' | 'content'; message: string }[] = [];
  const characters = (text: string) => [...text].length;
  if (fields.title !== undefined && characters(fields.title) < rules.titleMin) issues.push({ path: 'title', message: forumPostMessages.titleTooShort(rules.titleMin) });
  if (characters(fields.content) < rules.postMin) issues.push({ path: 'content', message: forumPostMessages.contentTooShort(rules.postMin) });
  else if (typeof rules.linksMax === 'number' && postLinkCount(fields.content) > rules.linksMax) issues.push({ path: 'content', message: forumPostMessages.tooManyLinks(rules.linksMax) });
  return issues;
}
