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

interface UiContextValue {
  linkComponent: LinkComponent;
}

const UiContext = createContext<UiContextValue>({ linkComponent: DefaultLink });

export interface UiProviderProps {
  /**
   * The component every kit link (Link, ButtonLink, CardLink, Tag links) renders through.
   * It receives anchor props including `href`. Pass a wrapper around your router's link, e.g.
   * `({ href, ...rest }) => <RouterLink to={href} {...rest} />`, for client-side navigation.
   * Defaults to a plain `<a>`. Define it outside render so its identity is stable.
   */
  linkComponent?: LinkComponent;
  children?: ReactNode;
}

/**
 * Kit-wide settings for a subtree; put one near the root of the app. It renders no element.
 * Without it every link is a plain `<a>`.
 */
export function UiProvider({ linkComponent = DefaultLink, children }: UiProviderProps) {
  const value = useMemo(() => ({ linkComponent }), [linkComponent]);
  return <UiContext value={value}>{children}</UiContext>;
}

/** The link component of the nearest UiProvider (a plain `<a>` without one). */
export function useLinkComponent(): LinkComponent {
  return useContext(UiContext).linkComponent;
}
