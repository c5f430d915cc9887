import type { SiteLanguage } from '../../languages.ts';
import type { EventWordsById } from './index.ts';

/**
 * An English build of the site (the `orisun-en` condition): no other language's words, whatever is asked. The
 * catalogue's own words are English.
 */
export function translatedEventWords(_language: SiteLanguage): EventWordsById | undefined {
  return undefined;
}
