import { createContext, useContext, useMemo, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** What the kit passes to the link component: anchor props with a required `href`, and `ref`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A component that renders a link: a plain `<a>` by default, a router link in the site. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link component: a plain anchor, so the kit works without a router. */
export function DefaultLink(props: LinkComponentProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- content comes from the caller's children
  return <a {...props} />;
}

/**
 * The words the kit writes itself (a dialog's close button, a link's "opens in a new tab" note, a spinner's name): English
 * by default; an app in another language gives its own to `UiProvider`. A component's own prop still wins.
 */
export interface UiLabels {
  /** Screen-reader note of an external link (Link, ButtonLink). */
  externalLink: string;
  /** A dialog's close button (Modal). */
  close: string;
  /** A spinner's name, and a button's while it is busy (Spinner, Button `loading`). */
  loading: string;
  /** The button that pauses a scrolling list (Ticker). */
  pauseScrolling: string;
  /** A notification's close button (Toast). */
  dismissNotification: string;
  /** The skip link (SkipLink). */
  skipToMain: string;
  /** A download card's action and its mark (DownloadCard). */
  download: string;
  featured: string;
}

export const defaultUiLabels: UiLabels = {
  externalLink: '(opens in a new tab)',
  close: 'Close',
  loading: 'Loading',
  pauseScrolling: 'Pause scrolling',
  dismissNotification: 'Dismiss notification',
  skipToMain: 'Skip to main content',
  download: 'Download',
  featured: 'Featured',
};

interface UiContextValue {
  linkComponent: LinkComponent;
  labels: UiLabels;
}

const UiContext = createContext<UiContextValue>({ linkComponent: DefaultLink, labels: defaultUiLabels });

export interface UiProviderProps {
  /**
   * The component every kit link (Link, ButtonLink, CardLink, Tag links) renders through.
   * It receives anchor props including `href`. Pass a wrapper around your router's link, e.g.
   * `({ href, ...rest }) => <RouterLink to={href} {...rest} />`, for client-side navigation.
   * Defaults to a plain `<a>`. Define it outside render so its identity is stable.
   */
  linkComponent?: LinkComponent;
  /** The kit's own words in the app's language (`UiLabels`); those not given stay English. */
  labels?: Partial<UiLabels>;
  children?: ReactNode;
}

/**
 * Kit-wide settings for a subtree; put one near the root of the app. It renders no element.
 * Without it every link is a plain `<a>`.
 */
export function UiProvider({ linkComponent = DefaultLink, labels, children }: UiProviderProps) {
  const value = useMemo(() => ({ linkComponent, labels: labels ? { ...defaultUiLabels, ...labels } : defaultUiLabels }), [linkComponent, labels]);
  return <UiContext value={value}>{children}</UiContext>;
}

/** The link component of the nearest UiProvider (a plain `<a>` without one). */
export function useLinkComponent(): LinkComponent {
  return useContext(UiContext).linkComponent;
}

/** The kit's words of the nearest UiProvider (English without one). */
export function useUiLabels(): UiLabels {
  return useContext(UiContext).labels;
}
