import { staffPaths } from '../../content/staffDesk.ts';

/** Any origin: only used to read a path, which must stay on it. */
const here = 'https://orisun.invalid';

/**
 * Where to go after signing in: `next` when it is a path of this site under `/admin/` (the dashboard
 * with its query and hash, as a signed-out visitor of it was sent here from), else the dashboard.
 * Anything that could leave the site is refused: another origin (`https://…`, `//host`), a
 * backslash (browsers read `/\host` as `//host`), control characters, or a path that only reaches
 * `/admin/` through `..`.
 */
export function nextPath(next: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001F\u007F]/.test(next)) return staffPaths.dashboard;
  let url: URL;
  try {
    url = new URL(next, here);
  } catch {
    return staffPaths.dashboard;
  }
  if (url.origin !== here || !url.pathname.startsWith('/admin/')) return staffPaths.dashboard;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address for a signed-out visitor of `path` (`/admin?next=%2Fadmin%2Fdashboard`). */
export function signInPathFor(path: string): string {
  return `${staffPaths.signIn}?${new URLSearchParams({ next: path }).toString()}`;
}
