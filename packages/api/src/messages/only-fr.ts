import type { SiteLanguage } from '../languages.ts';
import type { ApiForumMessages, ApiMessages } from './en.ts';
import { fr, frForum } from './fr.ts';

/** A French build of the site (the `orisun-fr` condition): French whatever is asked, and no other language's text. */
export function messagesIn(_language: SiteLanguage): ApiMessages {
  return fr;
}

/** The forum's sentences in French: only a page that says them (the forum's forms) carries them. */
export function forumMessagesIn(_language: SiteLanguage): ApiForumMessages {
  return frForum;
}
