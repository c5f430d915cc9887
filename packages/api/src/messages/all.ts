import type { SiteLanguage } from '../languages.ts';
import { en, enForum, type ApiForumMessages, type ApiMessages } from './en.ts';
import { fr, frForum } from './fr.ts';

const byLanguage: Record<SiteLanguage, ApiMessages> = { en, fr };
const forumByLanguage: Record<SiteLanguage, ApiForumMessages> = { en: enForum, fr: frForum };

/** The server, tests and Storybook (no language condition): every language, by the one asked. */
export function messagesIn(language: SiteLanguage): ApiMessages {
  return byLanguage[language];
}

/** The forum's sentences, by the language asked. */
export function forumMessagesIn(language: SiteLanguage): ApiForumMessages {
  return forumByLanguage[language];
}
