/**
 * The site in two languages (docs/adr/0032-french-under-fr.md): English at the root, French under `/fr/`. Each
 * language is its own build of the pages' code: `#locale` and `#messages` (site/package.json `imports`) resolve to
 * that language's modules, so `locale` is a constant the bundler folds and a page carries its own language's strings.
 * The staff screens stay English.
 */
import { locale } from '#locale';
import { baseLocale, locales, type Locale } from './locales.ts';

export { locale, locales, baseLocale, type Locale };

/**
 * How each language names itself, in itself: the language switch is read by someone who prefers the other language, so
 * it is not in the page's catalog.
 */
export const languageNames: Record<Locale, { name: string; switchLabel: string }> = {
  en: { name: 'English', switchLabel: 'Read this page in English' },
  fr: { name: 'Français', switchLabel: 'Lire cette page en français' },
};

/** The visitor's choice, the offer of French on `/` and its file: shared with the server (`@orisun/api/languages`). */
import { languageParam, pathIn } from '@orisun/api/languages';
export { basePath, frenchOfferFile, frenchOfferQuery, languageCookie, languageParam, pathIn } from '@orisun/api/languages';

/** BCP 47 tags for `Intl` formats: French as written in Benin (27 novembre 2026, 07:22, 1 234). */
export const intlLocales: Record<Locale, string> = { en: 'en-GB', fr: 'fr-BJ' };

/** How each language groups a count's thousands (`formatCount` of the kit): `1,234`, French `1 234` (as `Intl` writes it). */
export const groupSeparators: Record<Locale, string> = { en: ',', fr: '\u202f' };

/** The pages that exist in French, by their English path. The others link to their English page from French ones. */
export const translatedPaths: ReadonlySet<string> = new Set([
  '/',
  '/services',
  '/about',
  '/team',
  '/projects',
  '/contact',
  '/support',
  '/dashboard',
  '/forum',
  // The forum thread's shell: a thread's page is French under `/fr/forum/threads/<id>` (the posts in their own language).
  '/forum/threads/:id',
  '/events',
  '/consultants',
  '/developers/api-docs',
  '/developers/dev-resources',
  '/careers',
  '/partners',
  '/legal',
  '/PressMedia',
  '/affiliates',
  '/orisun-labs',
  '/emea',
  '/digital-foundry',
]);

/** The forum's pages below `/forum` (a category's or a tag's list, a thread): in French under `/fr/forum/…` too. */
const translatedForumPage = /^\/forum\/(?:c|tag|threads)\/[^/]+$/;

/** Whether the page `path` (an English path without its query) exists in French. */
/*#__NO_SIDE_EFFECTS__*/
export function isTranslated(path: string): boolean {
  return translatedPaths.has(path) || translatedForumPage.test(path);
}

/**
 * A link of a page of this build: an internal path goes to its page in this page's language when that page exists in
 * it (`/contact` on a French page -> `/fr/contact`); anything else (another site, `#part`, `mailto:`) stays. In the
 * English build it is the path itself, and the bundler drops the rest (`locale` is a constant; no side effects, so an
 * unused call goes too).
 */
/*#__NO_SIDE_EFFECTS__*/
export function localeHref(href: string): string {
  if (locale === baseLocale || !href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = href, rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  return isTranslated(path) ? `${pathIn(locale, path)}${rest}` : href;
}

/**
 * The link that switches to `path` in `language`: the server remembers the choice (`languageParam`, a cookie) and
 * answers with the page itself (a 303 to `path`), with or without JavaScript and at no cost to any page's script.
 */
/*#__NO_SIDE_EFFECTS__*/
export function languageSwitchHref(language: Locale, path: string): string {
  return `${path}?${languageParam}=${language}`;
}

/** The page `path` (an English path) in every language it exists in, for `hreflang` links and the language switch. */
/*#__NO_SIDE_EFFECTS__*/
export function pageLanguages(path: string): { language: Locale; path: string }[] {
  return isTranslated(path) ? locales.map((language) => ({ language, path: pathIn(language, path) })) : [{ language: baseLocale, path }];
}
