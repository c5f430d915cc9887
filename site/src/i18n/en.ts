/** The language of this build: English, the site's base (`#locale` in site/package.json; src/i18n/index.ts). */
import type { Locale } from './locales.ts';

export const locale: Locale = 'en';
