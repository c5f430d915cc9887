/**
 * The site's languages (site/src/i18n): English at the root, French under `/fr/`. The visitor's choice is the cookie
 * `languageCookie`, set by the server for `?language=en|fr` on any page (then a redirect to the page without it): the
 * language links carry it. A visitor of `/` whose choice is French, or who has none and
 * whose browser prefers French (Accept-Language), gets `frenchOfferFile`: the English home page with the offer of French
 * on top (never a redirect). Prerendered from `/?<frenchOfferQuery>`.
 */
export const siteLanguages = ['en', 'fr'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];
export const languageCookie = 'orisun_language';
export const languageParam = 'language';
export const frenchOfferQuery = 'offer=fr';
export const frenchOfferFile = 'index.offer-fr.html';

/**
 * The path of the page `path` (an English path) in `language`: `/about` -> `/fr/about`, `/` -> `/fr/`. The site's
 * links and prerender and the server's mails and pages all place a page in a language by it.
 */
/*#__NO_SIDE_EFFECTS__*/
export function pathIn(language: SiteLanguage, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** The English path of a page of either language (`pathIn`'s reverse): `/fr/about` -> `/about`, `/fr/` -> `/`. */
/*#__NO_SIDE_EFFECTS__*/
export function basePath(path: string): string {
  const match = /^\/(fr)(\/.*)?$/.exec(path);
  if (!match) return path;
  return match[2] && match[2] !== '/' ? match[2] : '/';
}

/**
 * The site's languages as staff name them (the desk and its mails are English): what a ticket or a submission was
 * written in ("Written in French: answer in French.").
 */
export const languageNamesInEnglish: Record<SiteLanguage, string> = { en: 'English', fr: 'French' };

/**
 * What staff read of the language a ticket or a submission came in (its page's: `/fr/` pages are French), and what to
 * do about it: on the desk's ticket and inbox item, and in the mail about a submission (where English goes unsaid).
 */
export function writtenIn(language: SiteLanguage): string {
  return language === 'en' ? 'Written in English.' : `Written in ${languageNamesInEnglish[language]}: answer in ${languageNamesInEnglish[language]}.`;
}
