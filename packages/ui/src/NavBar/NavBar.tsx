import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { focusRing } from '@orisun/tokens';
import { useNavigation } from '../Link/Link.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './NavBar.css.ts';

const noop = () => () => {};
/** False while rendering on the server and while hydrating, true after: no hydration mismatch. */
function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

export interface NavBarRootProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** The site's top bar: a sticky `<header>` (banner landmark) holding a Brand and a Menu. */
function Root({ className, children, ...rest }: NavBarRootProps) {
  return (
    <header data-component="NavBar" {...rest} className={cx(styles.root, className)}>
      <div data-part="Bar" className={styles.bar}>
        {children}
      </div>
    </header>
  );
}
Root.displayName = 'NavBar.Root';

export interface NavBarBrandProps extends Omit<HTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the logo goes. Default `'/'`. */
  href?: string;
  /** The logo: an image or the name. Give it an accessible name (alt text, or text). */
  children: ReactNode;
}

/** The logo link at the start of the bar. */
function Brand({ href = '/', className, children, ...rest }: NavBarBrandProps) {
  const { Component: LinkComponent } = useNavigation({});
  return (
    <LinkComponent data-part="Brand" href={href} {...rest} className={cx(styles.brand, focusRing, className)}>
      {children}
    </LinkComponent>
  );
}
Brand.displayName = 'NavBar.Brand';

export interface NavBarMenuProps {
  /** The navigation landmark's name. Default `'Main'`. */
  label?: string;
  /** The accessible name of the toggle on small screens. Default `'Menu'`. */
  toggleLabel?: string;
  /** Controlled open state of the collapsed menu (small screens). */
  open?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the menu asks to open or close (toggle, Escape, a link chosen, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** NavBar.Item and NavBar.Action elements. */
  children: ReactNode;
}

/**
 * The links. From the `desktop` breakpoint they sit in the bar; below it they collapse behind a
 * toggle button (`aria-expanded`, `aria-controls`) that opens a panel; Escape, a chosen link or
 * a click outside closes it. Without JavaScript the toggle is not shown and the links are listed
 * under the bar instead (a `<noscript>` copy), so every page stays reachable.
 */
function Menu({ label = 'Main', toggleLabel = 'Menu', open: openProp, defaultOpen = false, onOpenChange, children }: NavBarMenuProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const hydrated = useHydrated();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen]);

  // Choosing a link (mouse, touch or keyboard: all fire click) closes the collapsed menu.
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if (open && (event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        data-part="Toggle"
        className={cx(styles.toggle, focusRing)}
        aria-label={toggleLabel}
        aria-expanded={open}
        aria-controls={panelId}
        hidden={!hydrated}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden="true" focusable="false" size={22} /> : <MenuIcon aria-hidden="true" focusable="false" size={22} />}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated: links fire click on Enter too */}
      <nav
        ref={panelRef}
        id={panelId}
        data-part="Panel"
        data-state={open ? 'open' : 'closed'}
        aria-label={label}
        className={styles.panel}
        onClick={onPanelClick}
      >
        <ul className={styles.list}>{children}</ul>
      </nav>
      <noscript className={styles.noscript}>
        <nav aria-label={label}>
          <ul className={styles.noscriptList}>{children}</ul>
        </nav>
      </noscript>
    </>
  );
}
Menu.displayName = 'NavBar.Menu';

export interface NavBarItemProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** This link is the current page: underlined and `aria-current="page"`. Default `false`. */
  current?: boolean;
  children: ReactNode;
}

/** One link of the menu. */
function Item({ href, current = false, className, children, ...rest }: NavBarItemProps) {
  const { Component: LinkComponent } = useNavigation({});
  return (
    <li data-part="Item">
      <LinkComponent
        href={href}
        aria-current={current ? 'page' : undefined}
        {...rest}
        className={cx(styles.item, focusRing, className)}
      >
        {children}
      </LinkComponent>
    </li>
  );
}
Item.displayName = 'NavBar.Item';

/** A slot at the end of the menu for a call to action, e.g. `<ButtonLink href="/contact">`. */
function Action({ children }: { children: ReactNode }) {
  return (
    <li data-part="Action" className={styles.action}>
      {children}
    </li>
  );
}
Action.displayName = 'NavBar.Action';

/** The site header bar: `NavBar.Root` > `NavBar.Brand` + `NavBar.Menu` > `NavBar.Item`/`NavBar.Action`. */
export const NavBar = { Root, Brand, Menu, Item, Action };
