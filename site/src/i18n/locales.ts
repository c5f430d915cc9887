/** The site's languages: English at the root, French under `/fr/` (docs/adr/0032-french-under-fr.md). */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
/** The language of `/`, of the staff screens and of `x-default`. */
export const baseLocale: Locale = 'en';
