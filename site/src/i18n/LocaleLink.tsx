import type { LinkComponentProps } from '@orisun/ui';
import { localeHref } from './index.ts';

/**
 * The kit's link for what the server renders outside a page's own links (a forum thread's HTML): an internal link goes
 * to its page in the build's language (`localeHref`: `/forum/tag/api` -> `/fr/forum/tag/api` in French).
 */
export function LocaleLink({ href, ...props }: LinkComponentProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- a link whose content the kit gives
  return <a {...props} href={localeHref(href)} />;
}
