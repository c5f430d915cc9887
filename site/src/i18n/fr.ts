/** The language of this build: French, the pages under `/fr/` (`#locale` in site/package.json; src/i18n/index.ts). */
import type { Locale } from './locales.ts';

export const locale: Locale = 'fr';
