import type { ForumThreadDetail } from './schemas/forum.ts';

/**
 * `@orisun/api/routing`: the site's routing that the server must know, outside the company's facts.
 *
 * Client-routed pages: routes whose path has a parameter or a splat (`/developers/*`), so they
 * cannot be prerendered path by path, and pages whose content depends on who is signed in (the
 * customer's `/dashboard`, the staff desk's `/admin` and `/admin/dashboard`). Each is prerendered once,
 * at `url`, as its shell page
 * (`/developers` -> `developers.html`; noindex, not in the sitemap), and the server answers every
 * path `pattern` matches with that file (packages/server/src/main.ts); the client router then
 * renders the route for the real path. Pure data: the route table, the prerender and the server
 * all read it.
 */
export interface ShellPage {
  /** The route's path in `routes.tsx` (`:name` segments, or `/*` at the end). */
  pattern: string;
  /** A concrete path the route matches, rendered as the shell. */
  url: string;
}

export const shellPages: readonly ShellPage[] = [
  // Any /developers/<x> is the Developer Portal waitlist (docs/product.md §2.8); the footer's two
  // /developers/... links are prerendered pages of their own.
  { pattern: '/developers/*', url: '/developers' },
  // The customer ticket page: what it shows depends on the visitor's session (and a one-time
  // `?link=` from their mail), so it is a shell, not a marketing page (noindex, not in the sitemap).
  { pattern: '/dashboard', url: '/dashboard' },
  // The staff desk (docs/product.md §1.2, §2.11 and §2.12): sign-in and the dashboard. Not marketing pages: what they
  // show depends on the session, so each is a shell (noindex, not in the sitemap) the client completes.
  { pattern: '/admin', url: '/admin' },
  { pattern: '/admin/dashboard', url: '/admin/dashboard' },
  // A forum thread's own address: the forum with the thread's dialog open. Public and indexed (the route's
  // `indexed`), unlike the others: the server fills the shell's empty `forumThreadSlotId` block with the thread's HTML
  // (`SiteRenderer`) for readers without JavaScript and for link previews.
  { pattern: '/forum/threads/:id', url: '/forum/threads/shared' },
];

/** The file of the built site a shell page is written to (`/developers` -> `developers.html`). */
export function shellFile(shell: ShellPage): string {
  return `${shell.url.replace(/^\/+|\/+$/g, '')}.html`;
}

/** The id of the empty block of the thread shell (`/forum/threads/shared`) that the server fills with the thread. */
export const forumThreadSlotId = 'forum-shared-thread';

/**
 * What the built site renders for the server at run time, with the site's own components, the way the prerender
 * renders every page at build time: the HTML of a shell page's dynamic part, made per request. The islands' server
 * build is this module (site/src/build/islands-server.tsx).
 */
export interface SiteRenderer {
  /** A forum thread and its visible replies (oldest first), read-only, as the HTML of the thread shell's slot. */
  renderForumThread(detail: ForumThreadDetail): string;
}

/**
 * Where the `SiteRenderer` module is, relative to the built site's folder the server serves (`site/dist/client`
 * -> `site/dist/islands-server/islands-server.js`): beside it, not in it, since it is code for the server, not a file for
 * visitors. The server imports it from the build, never from the site's source.
 */
export const siteRendererFile = '../islands-server/islands-server.js';
