import type { SiteLanguage } from '../../languages.ts';
import { frenchEventWords } from './fr.ts';
import type { EventWordsById } from './index.ts';

/** A French build of the site (the `orisun-fr` condition): French whatever is asked, and no other language's words. */
export function translatedEventWords(_language: SiteLanguage): EventWordsById | undefined {
  return frenchEventWords();
}
