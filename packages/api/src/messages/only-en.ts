import type { SiteLanguage } from '../languages.ts';
import { en, type ApiMessages } from './en.ts';

/** An English build of the site (the `orisun-en` condition): English whatever is asked, and no other language's text. */
export function messagesIn(_language: SiteLanguage): ApiMessages {
  return en;
}
