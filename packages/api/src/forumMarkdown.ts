import MarkdownIt, { type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { postLinkRel } from './forumText.ts';

/**
 * A forum post's Markdown (docs/adr/0024-forum-posts-in-markdown.md), rendered once for every place a post is read:
 * the server's answers (`contentHtml`), its thread page, the composers' preview (`POST /api/forum/preview`), the mock
 * API, and as plain text in mail (`postMailText`). Import it from `@orisun/api/markdown`, never from a page's code:
 * the parser and the sanitizer stay off the forum's first load.
 *
 * CommonMark (markdown-it) with raw HTML off, then an allow-list sanitizer (sanitize-html) over its output:
 * paragraphs and line breaks (one newline is a line break, so a plain post reads as it was typed), emphasis, lists,
 * inline code and code blocks, quotes, and links to http, https and mailto addresses with `rel="nofollow ugc noopener"`.
 * Web addresses typed bare become links, as before. Not rendered: headings, rules and tables (their characters stay
 * text), raw HTML (shown as typed), images (a link to the image, with its description as the text).
 */

const parser = new MarkdownIt('commonmark', { html: false, linkify: true, breaks: true, typographer: false })
  .enable(['linkify'])
  .disable(['heading', 'lheading', 'hr', 'html_block', 'html_inline']);

/** The addresses a link may have: http, https and mailto, or a path on this site (`/forum`, `#reply-1`). */
const linkSchemes = ['http', 'https', 'mailto'];
parser.linkify.set({ fuzzyLink: true, fuzzyEmail: false });
parser.validateLink = (url) => {
  const address = url.trim();
  // A colon before the first slash, ? or # starts a scheme (WHATWG URL), whatever else is in it.
  const colon = address.indexOf(':');
  const pathStart = address.search(/[/?#]/);
  if (colon !== -1 && (pathStart === -1 || colon < pathStart)) return linkSchemes.includes(address.slice(0, colon).toLowerCase());
  // `//host` and `\\host` are another site's address without a scheme.
  return !/^[/\\]{2}/.test(address.replace(/%5c/gi, '\\'));
};

// An image is shown as a link to it (no request to another site when a thread is read, no tracking pixels).
parser.renderer.rules.image = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  const src = String(token.attrGet('src') ?? '');
  const alt = self.renderInlineAsText(token.children ?? [], options, _env) || src;
  return `<a href="${parser.utils.escapeHtml(src)}">${parser.utils.escapeHtml(alt)}</a>`;
};

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'em', 'strong', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'], code: ['class'] },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: linkSchemes,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href === undefined ? {} : { href: attribs.href }), rel: postLinkRel } }),
  },
};

/** Rendered posts kept in memory, by their text: a thread read again costs a lookup (at most ~4 M characters kept). */
const rendered = new Map<string, string>();
let renderedChars = 0;
const renderedCharsMax = 4_000_000;

/** A post's Markdown as sanitized HTML (a fragment of `p`, `ul`, `pre`... elements). The same text, the same HTML. */
export function renderPostHtml(markdown: string): string {
  const known = rendered.get(markdown);
  if (known !== undefined) return known;
  const html = sanitizeHtml(parser.render(markdown), sanitizeOptions).trim();
  renderedChars += markdown.length + html.length;
  rendered.set(markdown, html);
  while (renderedChars > renderedCharsMax) {
    const [oldest, value] = rendered.entries().next().value as [string, string];
    rendered.delete(oldest);
    renderedChars -= oldest.length + value.length;
  }
  return html;
}

/** The longest excerpt of a post a list row gets, in characters: about the two lines a phone's row shows, and more. */
export const postExcerptMax = 240;

/**
 * A post's Markdown as a list row's excerpt (`ForumThreadSummary.excerpt`): its words without the marks that make them
 * Markdown (no `**`, `#`, `>`, list markers or link addresses), on one line, at most `max` characters, cut at a word
 * with "…". The same text gives the same excerpt.
 */
export function postExcerpt(markdown: string, max: number = postExcerptMax): string {
  let text = '';
  for (const token of parser.parse(markdown, {})) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') text += child.content;
        else if (child.type === 'softbreak' || child.type === 'hardbreak') text += ' ';
        else if (child.type === 'image') text += child.children?.map((c) => c.content).join('') ?? '';
      }
      text += ' ';
    } else if (token.type === 'fence' || token.type === 'code_block') text += `${token.content} `;
  }
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  if (characters.length <= max) return flat;
  const cut = characters.slice(0, max).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord || cut).trimEnd()}…`;
}

/**
 * A post's Markdown as plain text for a mail: paragraphs apart, line breaks kept, list items with `-` or their
 * number, quotes with `>`, code indented by four spaces, and each link's address after its text (`text <address>`)
 * when they differ, only for the addresses the page would link.
 */
export function postMailText(markdown: string): string {
  const tokens = parser.parse(markdown, {});
  const blocks = blockText(tokens, 0, tokens.length);
  return blocks.join('\n\n').replace(/[ \t]+$/gm, '').trim();
}

/** The blocks between `from` and `to` (a token list's slice at one nesting level), each as lines of text. */
function blockText(tokens: Token[], from: number, to: number): string[] {
  const blocks: string[] = [];
  for (let at = from; at < to; at += 1) {
    const token = tokens[at]!;
    if (token.type === 'inline') blocks.push(inlineText(token.children ?? []));
    else if (token.type === 'fence' || token.type === 'code_block') blocks.push(prefixed(token.content.replace(/\n$/, ''), '    '));
    else if (token.nesting === 1) {
      const close = closing(tokens, at);
      const inner = blockText(tokens, at + 1, close);
      if (token.type === 'blockquote_open') blocks.push(prefixed(inner.join('\n\n'), '> '));
      else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
        const start = Number(token.attrGet('start') ?? 1);
        const items = listItems(tokens, at + 1, close).map((item, index) => {
          const marker = token.type === 'bullet_list_open' ? '- ' : `${start + index}. `;
          return marker + prefixed(item.join('\n'), ' '.repeat(marker.length)).slice(marker.length);
        });
        blocks.push(items.join('\n'));
      } else blocks.push(...inner);
      at = close;
    }
  }
  return blocks;
}

/** The items of a list whose tokens run from `from` to `to`, each as its blocks. */
function listItems(tokens: Token[], from: number, to: number): string[][] {
  const items: string[][] = [];
  for (let at = from; at < to; at += 1) {
    if (tokens[at]!.type !== 'list_item_open') continue;
    const close = closing(tokens, at);
    items.push(blockText(tokens, at + 1, close));
    at = close;
  }
  return items;
}

/** The index of the token that closes the one opened at `open`. */
function closing(tokens: Token[], open: number): number {
  let depth = 0;
  for (let at = open; at < tokens.length; at += 1) {
    depth += tokens[at]!.nesting;
    if (depth === 0) return at;
  }
  return tokens.length;
}

function prefixed(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}

function inlineText(children: Token[]): string {
  let text = '';
  let href: string | undefined;
  let linkText = '';
  const put = (piece: string) => {
    if (href === undefined) text += piece;
    else linkText += piece;
  };
  for (const child of children) {
    if (child.type === 'text' || child.type === 'code_inline') put(child.content);
    else if (child.type === 'softbreak' || child.type === 'hardbreak') put('\n');
    else if (child.type === 'image') {
      const src = String(child.attrGet('src') ?? '');
      const alt = child.children?.map((c) => c.content).join('') ?? '';
      put(alt && alt !== src ? `${alt} <${src}>` : src);
    } else if (child.type === 'link_open') {
      href = String(child.attrGet('href') ?? '');
      linkText = '';
    } else if (child.type === 'link_close') {
      const address = href ?? '';
      href = undefined;
      const plain = address.replace(/^mailto:/, '');
      // A path on this site means nothing in a mail: its text alone.
      const shown = !/^[a-z]+:/i.test(address) || linkText === address || linkText === plain || `http://${linkText}` === address;
      text += shown ? linkText : `${linkText} <${address}>`;
    }
  }
  return text;
}
