import type { SiteLanguage } from '../languages.ts';
import type { ApiMessages } from './en.ts';
import { fr } from './fr.ts';

/** A French build of the site (the `orisun-fr` condition): French whatever is asked, and no other language's text. */
export function messagesIn(_language: SiteLanguage): ApiMessages {
  return fr;
}
