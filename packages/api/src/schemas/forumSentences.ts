import { liveForumSentences } from '../messages/index.ts';
import { forumCategories, forumDeletedByAuthor, forumLimits, forumTabs } from './forumFacts.ts';

// Apart from the forum's facts (./forumFacts.ts), which the forum page's first load reads: a module a bundler places with
// the code that says these sentences (the forms, the dialogs), so the first load carries no table of sentences.

/**
 * The forum's sentences a page shows from its own code (toasts, a tag's check) and its schemas' rules,
 * read in the current language at each use (docs/adr/0033): the page's on a page, the request's on the server. What
 * only the server says is `forumAnswers` (../answers.ts), which no page carries. `deletedByAuthor` is stored text.
 */
export const forumMessages = liveForumSentences(({ forum }) => ({
  ...forum,
  category: forum.category(forumCategories),
  tab: forum.tab(forumTabs),
  tag: forum.tag(forumLimits.tagMax),
  tags: forum.tags(forumLimits.tagsMax),
  deletedByAuthor: forumDeletedByAuthor,
}));

/** The sentences of the posting rules (lengths and links), from the server's 400 or a form's own check alike. */
export const forumPostMessages = liveForumSentences((m) => m.forumPost);
