import type { ComponentProps, ReactNode, Ref } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useNavigation } from '../Link/Link.tsx';
import { cx } from '../private/cssVar.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Workspace.css.ts';

/* ── Root ─────────────────────────────────────────────────────────────────────────────── */

export type WorkspaceRootProps = ComponentProps<'div'>;

/**
 * The full-height shell of a work screen: `Workspace.TopBar`, `Workspace.Nav` (the views) and `Workspace.Main`, in that
 * order. Phones: the views are a row above the main area; tablets on: a column beside it; desktops: the window's
 * height, each part scrolling on its own. Use it instead of the site's header and footer, on screens people work in.
 */
function WorkspaceRoot({ className, ...props }: WorkspaceRootProps) {
  return <div data-component="Workspace" {...props} className={cx(styles.root, className)} />;
}
WorkspaceRoot.displayName = 'Workspace.Root';

/* ── TopBar ───────────────────────────────────────────────────────────────────────────── */

export interface WorkspaceTopBarProps extends Omit<ComponentProps<'header'>, 'title'> {
  /** The product's name, at the start (a heading is not used: the page's own heading is in the main area). */
  title: ReactNode;
  /** What goes in the middle, taking the room left (a search); on a phone a row of its own. */
  middle?: ReactNode;
  /** What goes at the end (the signed-in person's menu). */
  end?: ReactNode;
}

/** The bar across the top (a `banner` landmark): the product's name, a search, the person's menu. */
function WorkspaceTopBar({ title, middle, end, className, ...props }: WorkspaceTopBarProps) {
  return (
    <header data-part="TopBar" {...props} className={cx(styles.topBar, className)}>
      <p className={styles.topBarTitle}>{title}</p>
      {middle !== undefined && <div className={styles.topBarMiddle}>{middle}</div>}
      {end !== undefined && <div className={styles.topBarEnd}>{end}</div>}
    </header>
  );
}
WorkspaceTopBar.displayName = 'Workspace.TopBar';

/* ── Nav ──────────────────────────────────────────────────────────────────────────────── */

export interface WorkspaceNavProps extends ComponentProps<'nav'> {
  /** Names the landmark ("Views"). Required: a page may have several navigation landmarks. */
  'aria-label': string;
}

/** The side list of views (a `navigation` landmark). Holds `Workspace.NavGroup`s or `Workspace.NavItem`s. */
function WorkspaceNav({ className, ...props }: WorkspaceNavProps) {
  return <nav data-part="Nav" {...props} className={cx(styles.nav, className)} />;
}
WorkspaceNav.displayName = 'Workspace.Nav';

export interface WorkspaceNavGroupProps extends ComponentProps<'ul'> {
  /** A heading over the group from a tablet on ("Tickets"); it also names the list for screen readers. */
  label?: string;
}

/** A list of views, under an optional label. */
function WorkspaceNavGroup({ label, className, children, ...props }: WorkspaceNavGroupProps) {
  return (
    <>
      {label && (
        <span className={styles.navGroupLabel} aria-hidden="true">
          {label}
        </span>
      )}
      <ul data-part="NavGroup" aria-label={label} {...props} className={cx(styles.navList, className)}>
        {children}
      </ul>
    </>
  );
}
WorkspaceNavGroup.displayName = 'Workspace.NavGroup';

export interface WorkspaceNavItemProps extends Omit<ComponentProps<'a'>, 'href'> {
  href: string;
  /** The view shown now: `aria-current="page"` and the selected look. Default `false`. */
  current?: boolean;
  /** How many items the view holds, shown after the label; `undefined` while unknown. */
  count?: number | undefined;
  /** The count in words for screen readers (`12 tickets`). Default: the number. */
  countLabel?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** One view: a link (through the UiProvider's router link) with its live count. */
function WorkspaceNavItem({ href, current = false, count, countLabel, className, children, ...props }: WorkspaceNavItemProps) {
  const { Component } = useNavigation({});
  return (
    <li>
      <Component
        data-part="NavItem"
        href={href}
        aria-current={current ? 'page' : undefined}
        {...props}
        className={cx(styles.navItem, className)}
      >
        <span className={styles.navItemLabel}>{children}</span>
        {count !== undefined && (
          <>
            <span className={styles.navItemCount} aria-hidden="true">
              {count}
            </span>
            <VisuallyHidden>{` (${countLabel ?? count})`}</VisuallyHidden>
          </>
        )}
      </Component>
    </li>
  );
}
WorkspaceNavItem.displayName = 'Workspace.NavItem';

/* ── Main ─────────────────────────────────────────────────────────────────────────────── */

/** The main area (`<main id="main">`, focusable, so a skip link lands in it). */
function WorkspaceMain({ className, ...props }: ComponentProps<'main'>) {
  return <main data-part="Main" id="main" tabIndex={-1} {...props} className={cx(styles.main, className)} />;
}
WorkspaceMain.displayName = 'Workspace.Main';

/* ── Split, List, Detail ──────────────────────────────────────────────────────────────── */

export interface WorkspaceSplitProps extends ComponentProps<'div'> {
  /** Which pane shows below a desktop's width, where only one fits: the list, or the open item. */
  showing: 'list' | 'detail';
}

/** The list beside the open item (desktops); one of the two, by `showing`, on narrower screens. */
function WorkspaceSplit({ showing, className, ...props }: WorkspaceSplitProps) {
  return <div data-part="Split" data-showing={showing} {...props} className={cx(styles.split, className)} />;
}
WorkspaceSplit.displayName = 'Workspace.Split';

/** The list's pane of a `Workspace.Split`. */
function WorkspaceListPane({ className, ...props }: ComponentProps<'section'>) {
  return <section data-part="List" {...props} className={cx(styles.pane, className)} />;
}
WorkspaceListPane.displayName = 'Workspace.ListPane';

/** The open item's pane of a `Workspace.Split`. */
function WorkspaceDetailPane({ className, ...props }: ComponentProps<'section'>) {
  return <section data-part="Detail" {...props} className={cx(styles.pane, className)} />;
}
WorkspaceDetailPane.displayName = 'Workspace.DetailPane';

/** The rows of a list pane (`<ul>`); give it an `aria-label`. */
function WorkspaceList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-part="Rows" {...props} className={cx(styles.list, className)} />;
}
WorkspaceList.displayName = 'Workspace.List';

export interface WorkspaceListItemProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Where the row opens its item (an address of its own, so it can be shared and reloaded). */
  href: string;
  /** The item open beside the list: `aria-current="true"` and the selected look. Default `false`. */
  current?: boolean;
  /**
   * A control before the link, outside it (a link holds no controls): the row's checkbox when rows can be selected
   * for a change to several at once. Default none.
   */
  start?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** One row: a link to its item, its content free (a title, then details), after an optional control (`start`). */
function WorkspaceListItem({ href, current = false, start, className, ...props }: WorkspaceListItemProps) {
  const { Component } = useNavigation({});
  const row = <Component data-part="Row" href={href} aria-current={current ? 'true' : undefined} {...props} className={cx(styles.listItem, className)} />;
  return start === undefined ? (
    <li>{row}</li>
  ) : (
    <li className={styles.listItemWithStart}>
      <div data-part="RowStart" className={styles.listItemStart}>
        {start}
      </div>
      {row}
    </li>
  );
}
WorkspaceListItem.displayName = 'Workspace.ListItem';

export interface WorkspaceBackLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** The list's address. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** "Back to <list>" at the top of a detail pane: shown below a desktop's width, where the list is hidden. */
function WorkspaceBackLink({ href, className, children, ...props }: WorkspaceBackLinkProps) {
  const { Component } = useNavigation({});
  return (
    <Component data-part="BackLink" href={href} {...props} className={cx(styles.backLink, className)}>
      <ArrowLeft aria-hidden="true" focusable="false" width="1em" height="1em" />
      {children}
    </Component>
  );
}
WorkspaceBackLink.displayName = 'Workspace.BackLink';

/**
 * A work screen's shell, as compound parts: `Workspace.Root`, `TopBar`, `Nav` with `NavGroup`/`NavItem`, `Main`, and in
 * it `Split` with `ListPane` (a `List` of `ListItem`s) and `DetailPane`.
 */
export const Workspace = {
  Root: WorkspaceRoot,
  TopBar: WorkspaceTopBar,
  Nav: WorkspaceNav,
  NavGroup: WorkspaceNavGroup,
  NavItem: WorkspaceNavItem,
  Main: WorkspaceMain,
  Split: WorkspaceSplit,
  ListPane: WorkspaceListPane,
  DetailPane: WorkspaceDetailPane,
  List: WorkspaceList,
  ListItem: WorkspaceListItem,
  BackLink: WorkspaceBackLink,
};
