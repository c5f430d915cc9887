import type { SiteLanguage } from '../languages.ts';
import { en, enForum, type ApiForumMessages, type ApiMessages } from './en.ts';

/** An English build of the site (the `orisun-en` condition): English whatever is asked, and no other language's text. */
export function messagesIn(_language: SiteLanguage): ApiMessages {
  return en;
}

/** The forum's sentences in English: only a page that says them (the forum's forms) carries them. */
export function forumMessagesIn(_language: SiteLanguage): ApiForumMessages {
  return enForum;
}
