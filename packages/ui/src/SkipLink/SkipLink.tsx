import type { AnchorHTMLAttributes, Ref } from 'react';
import { useUiLabels } from '../UiProvider/UiProvider.tsx';
import { cx } from '../private/cssVar.ts';
import { root } from './SkipLink.css.ts';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The in-page target, usually the main landmark. Default `'#main'`; give that element `tabIndex={-1}`. */
  href?: `#${string}`;
  /** Default `'Skip to main content'`. */
  children?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The first focusable element of a page: hidden until a keyboard user tabs to it, then lets them
 * jump past the header to the content. A plain in-page anchor, so it works without JavaScript.
 */
export function SkipLink({ href = '#main', children, className, ...rest }: SkipLinkProps) {
  const labels = useUiLabels();
  return (
    <a data-component="SkipLink" href={href} {...rest} className={cx(root, className)}>
      {children ?? labels.skipToMain}
    </a>
  );
}
