import type { LinkComponentProps } from '@orisun/ui';
import { Link } from 'react-router-dom';
import { isExternalHref } from '../content/navigation.ts';
import { isIslandPath } from './routes.tsx';

/**
 * The kit's link component in the site: react-router's client-side `Link` for paths inside the
 * site, a plain `<a>` for other origins, `mailto:`/`tel:`, in-page `#hash` links and downloads
 * (a link with `download`, such as a CSV export: the browser saves the file, the router must not
 * take it for a page), and the island pages (`SiteRoute.islands`: each is its own small document, not a page of the app).
 */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  if (isExternalHref(href) || href.startsWith('#') || rest.download !== undefined || isIslandPath(href.replace(/[?#].*$/, ''))) {
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- content comes from the caller's children
    return <a href={href} ref={ref} {...rest} />;
  }
  return <Link to={href} ref={ref} {...rest} />;
}
