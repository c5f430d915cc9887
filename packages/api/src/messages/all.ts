import type { SiteLanguage } from '../languages.ts';
import { en, type ApiMessages } from './en.ts';
import { fr } from './fr.ts';

const byLanguage: Record<SiteLanguage, ApiMessages> = { en, fr };

/** The server, tests and Storybook (no language condition): every language, by the one asked. */
export function messagesIn(language: SiteLanguage): ApiMessages {
  return byLanguage[language];
}
