import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../private/cssVar.ts';
import { root } from './OfflineNotice.css.ts';

export interface OfflineNoticeProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Default: the site's sentence (the page is a saved copy and may be out of date). */
  children?: string;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * Says that the page is the copy kept from an earlier visit, shown without a network, and may be out of date.
 * Rendered on every page and hidden until the service worker marks a page it served from its cache
 * (`<html data-offline-copy>`): CSS shows it, so no script has to run on a page opened offline.
 */
export function OfflineNotice({ children = 'You are offline: this is the copy of this page saved on your last visit, and it may be out of date.', className, ...rest }: OfflineNoticeProps) {
  return (
    <p data-component="OfflineNotice" {...rest} className={cx(root, className)}>
      {children}
    </p>
  );
}
