import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { ExternalLink } from 'lucide-react';
import { focusRing } from '@orisun/tokens';
import { useLinkComponent, useUiLabels, DefaultLink } from '../UiProvider/UiProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../private/cssVar.ts';
import { externalIcon, root, type LinkVariants } from './Link.css.ts';

export const linkTones = ['link', 'neutral', 'muted', 'inherit'] as const;
export const linkUnderlines = ['always', 'hover'] as const;

/** Props shared by everything that navigates (Link, ButtonLink, CardLink). */
export interface NavigationProps {
  /** Where to go. Internal paths go through the UiProvider's link component (client-side routing). */
  href: string;
  /**
   * A page on another site: opens in a new tab with `rel="noopener noreferrer"`, shows an
   * external-link icon and tells screen readers "(opens in a new tab)". Rendered as a plain `<a>`,
   * never through the router. Default `false`.
   */
  external?: boolean;
  /** The screen-reader note added to external links. Default `'(opens in a new tab)'`; translate it with the page. */
  externalLabel?: string;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'color'>, NavigationProps {
  children?: ReactNode;
  /**
   * Colour. Default `'link'` (the link role colour); `'neutral'` for links in navigation and lists
   * whose place already says "link"; `'muted'` for footers; `'inherit'` inside coloured text.
   */
  tone?: LinkVariants['tone'];
  /**
   * Underline. Default `'always'`: links in running text must not rely on colour alone.
   * `'hover'` only where the context makes the link obvious (navigation bars, card titles).
   */
  underline?: LinkVariants['underline'];
  ref?: Ref<HTMLAnchorElement>;
}

/** Resolves the element to render for a navigation, plus the attributes external links need. */
export function useNavigation({ external, externalLabel }: Pick<NavigationProps, 'external' | 'externalLabel'>) {
  const RouterLink = useLinkComponent();
  const labels = useUiLabels();
  return {
    Component: external ? DefaultLink : RouterLink,
    externalProps: external ? { target: '_blank', rel: 'noopener noreferrer' } : {},
    externalNote: external ? (
      <>
        {' '}
        <VisuallyHidden>{externalLabel ?? labels.externalLink}</VisuallyHidden>
      </>
    ) : null,
  };
}

/**
 * A text link. Use it for navigation; for an action on this page use a Button (a link that
 * looks like a button is `ButtonLink`).
 */
export function Link({ href, external = false, externalLabel, tone = 'link', underline = 'always', className, children, ...rest }: LinkProps) {
  const { Component, externalProps, externalNote } = useNavigation({ external, externalLabel });
  return (
    <Component
      data-component="Link"
      href={href}
      {...externalProps}
      {...rest}
      className={cx(root({ tone, underline }), focusRing, className)}
    >
      {children}
      {external && <ExternalLink aria-hidden="true" focusable="false" data-part="ExternalIcon" className={externalIcon} />}
      {externalNote}
    </Component>
  );
}
