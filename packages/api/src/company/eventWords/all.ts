import type { SiteLanguage } from '../../languages.ts';
import { frenchEventWords } from './fr.ts';
import type { EventWordsById } from './index.ts';

/** Each language's words; none for English, whose words are the catalogue's own. */
const byLanguage: Record<SiteLanguage, (() => EventWordsById) | undefined> = { en: undefined, fr: frenchEventWords };

/** The server, tests and Storybook (no language condition): every language, by the one asked. */
export function translatedEventWords(language: SiteLanguage): EventWordsById | undefined {
  return byLanguage[language]?.();
}
