import { useLocation } from 'react-router-dom';
import { Island } from '../islands/Island.tsx';
import HeaderBar from './HeaderBar.island.tsx';
import { languageNames, languageSwitchHref, locale, pageLanguages } from '../i18n/index.ts';

export { isActivePath } from './HeaderBar.island.tsx';

/** The shared sticky header (`HeaderBar`) for the page at the router's location. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const other = pageLanguages(pathname).find((version) => version.language !== locale);
  const otherLanguage = other && {
    language: other.language,
    path: languageSwitchHref(other.language, other.path),
    name: languageNames[other.language].name,
    title: languageNames[other.language].switchLabel,
  };
  return <Island component={HeaderBar} props={otherLanguage ? { pathname, otherLanguage } : { pathname }} />;
}
