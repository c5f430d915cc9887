import { forumMessagesIn, messagesIn } from '#apiMessages';
import type { SiteLanguage } from '../languages.ts';
import type { ApiForumMessages, ApiMessages } from './en.ts';

export type { ApiForumMessages, ApiMessages };

/** The table with the forum's share (`ApiForumMessages`): what the forum's rules and forms read. */
export type ApiForumSentences = ApiMessages & ApiForumMessages;

/**
 * Which language the API's sentences speak now (docs/adr/0033-api-messages-in-the-requests-language.md). A schema's
 * rule writes its sentence when a value fails it, through `said()`, so one schema speaks the language of each check:
 * - the server's checks speak the request's language: the server tells `speakIn` where to read it (the language of the
 *   request being handled, `packages/server/src/http/language.ts`);
 * - a page's own checks (its form) speak the page's language: each build of the site holds one language's sentences
 *   (`#apiMessages` under the `orisun-en` or `orisun-fr` condition), whatever `speakIn` says;
 * - anything else (tests, Storybook) speaks English unless told.
 */
let current: () => SiteLanguage = () => 'en';

/** Where the language of the sentences written from now on is read. */
export function speakIn(language: () => SiteLanguage): void {
  current = language;
}

/** The API's sentences in the current language. */
export function said(): ApiMessages {
  return messagesIn(current());
}

/** The API's sentences with the forum's in the current language (the forum's own rules and forms). */
export function saidInForum(): ApiForumSentences {
  return { ...messagesIn(current()), ...forumMessagesIn(current()) };
}

/** `saying` for a forum rule: its sentence may read the forum's share of the table. */
export function sayingInForum(sentence: (messages: ApiForumSentences) => string): { error: () => string } {
  return { error: () => sentence(saidInForum()) };
}

/** `liveSentences` of the forum's share of the table. */
/*#__NO_SIDE_EFFECTS__*/
export function liveForumSentences<T extends object>(pick: (messages: ApiForumSentences) => T): T {
  return new Proxy({} as T, { get: (_target, key) => Reflect.get(pick(saidInForum()), key) as unknown });
}

/**
 * A group of sentences read in the current language at each use (`resumeMessages.required`), for code that names a
 * sentence where it is used. Only its properties are read: it lists no keys of its own.
 */
/*#__NO_SIDE_EFFECTS__*/
export function liveSentences<T extends object>(pick: (messages: ApiMessages) => T): T {
  return new Proxy({} as T, { get: (_target, key) => Reflect.get(pick(said()), key) as unknown });
}

/**
 * A table of sentences per language that only the server says (an accepted submission's answer), read in the current
 * language at each use. Unlike the forms' sentences it is not in `#apiMessages`, so no page carries it: the site shows
 * what the server answered.
 */
/*#__NO_SIDE_EFFECTS__*/
export function liveTable<T extends object>(tables: Record<SiteLanguage, T>): T {
  return new Proxy({} as T, { get: (_target, key) => Reflect.get(tables[current()], key) as unknown });
}

/**
 * A zod rule's `error` that writes its sentence in the current language when the rule fails:
 * `z.minLength(1, saying((m) => m.enter(m.labels.yourName)))`.
 */
export function saying(sentence: (messages: ApiMessages) => string): { error: () => string } {
  return { error: () => sentence(said()) };
}
