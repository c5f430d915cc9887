import { postMailText } from '@orisun/api/markdown';

/*
 * A forum post in a mail (follow-by-e-mail, moderation notices): mail is plain text (the outbox's `text`), so a post
 * goes as its Markdown read as a person would (`postMailText`, the same parser as the page: paragraphs, lists with `-`
 * or numbers, quotes with `>`, code indented, each link's address after its text; raw HTML stays the characters typed).
 */

/** The first ~155 characters of a text on one line, cut at a word (a page's description, a mail's summary line). */
export function summaryOf(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A post's text for a mail's body, quoted as a block: each line begins with two spaces, so it stands apart. With `max`,
 * a longer text is cut at that many characters, with an ellipsis.
 */
export function forumPostMailBody(content: string, max?: number): string {
  const text = postMailText(content);
  return (max !== undefined && text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)
    .split('\n')
    .map((line) => (line === '' ? '' : `  ${line}`))
    .join('\n');
}

/** The first words of a post on one line (a subject, a summary line), from its plain text. */
export function forumPostMailSummary(content: string, max = 80): string {
  return summaryOf(postMailText(content), max);
}
