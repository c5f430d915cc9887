/*
 * The forum's facts without any schema (no zod): its categories, tabs, authors, limits and messages. The forum page's
 * first load reads them (the list's links, its copy) without the schemas of ./forum.ts, which re-exports them.
 */

/** The five categories (docs/product.md §2.13), in the order the forum shows them. Descriptions are page copy. */
export const forumCategories = ['General Discussion', 'Feature Requests', 'Troubleshooting', 'Announcements', 'Showcase'] as const;
export type ForumCategory = (typeof forumCategories)[number];

/** The tabs of the thread list (docs/product.md §2.13). `saved` lists the ids the visitor's browser keeps. */
export const forumTabs = ['recent', 'popular', 'unanswered', 'solved', 'saved'] as const;
export type ForumTab = (typeof forumTabs)[number];

/** A thread is popular with more views than this (docs/product.md §2.13). */
export const forumPopularViews = 100;

/** Author names and avatars the server gives (docs/product.md §3.10). */
export const forumAuthors = {
  visitor: { name: 'Anonymous', avatar: '?' },
  admin: { name: 'Orisun Team', avatar: 'A' },
} as const;

export const forumLimits = {
  /**
   * The shortest title, and the shortest thread content or reply (admins' too), in characters; the server's defaults
   * of `FORUM_MIN_TITLE_LENGTH` and `FORUM_MIN_POST_LENGTH`, which a form may check before sending.
   */
  titleMin: 15,
  postMin: 20,
  titleMax: 200,
  contentMax: 20_000,
  /** The most links in a visitor's post (admins are not capped); the default of `FORUM_MAX_LINKS`. */
  linksMax: 2,
  tagsMax: 5,
  tagMax: 30,
  reportReasonMax: 500,
  /** Threads per page of `GET /threads`. */
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** The last page of a list one may ask for by number (`?page=`); a cursor goes on beyond it. */
  pageMax: 500,
  /** Ids a `saved` list may ask for at once. */
  savedMax: 200,
  /** How long after posting an author may edit or delete their own thread or reply, in hours (Discourse's grace). */
  authorEditHours: 24,
} as const;

/**
 * The banner over the forum in admin mode (a forum admin's words, English like the staff screens): a constant, so the
 * forum's first load carries no table of sentences.
 */
export const forumAdminBanner = 'Admin Mode Active - Posting as';

/** What stands in place of a post its author deleted while replies depend on it: stored as its text, so in English. */
export const forumDeletedByAuthor = 'This post was deleted by its author.';

/** Whether a post may still be changed by its author at `at` (within `forumLimits.authorEditHours` of `createdAt`). */
export function withinAuthorEditWindow(createdAt: string | Date, at: Date = new Date()): boolean {
  return at.getTime() - new Date(createdAt).getTime() <= forumLimits.authorEditHours * 3_600_000;
}

/**
 * The lengths and link cap a post is checked against: `forumLimits`' by default, the server's settings on the server
 * (and in the forms, from the thread list's `rules`, `forumPostRulesSchema`).
 */
export interface ForumPostRules {
  titleMin: number;
  postMin: number;
  /** Null or undefined: links are not capped (an admin's post). */
  linksMax: number | null | undefined;
}

export const forumPostRules: ForumPostRules = { titleMin: forumLimits.titleMin, postMin: forumLimits.postMin, linksMax: forumLimits.linksMax };
