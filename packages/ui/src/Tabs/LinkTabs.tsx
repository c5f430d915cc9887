import { createElement, type CSSProperties, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useLinkComponent, type LinkComponentProps } from '../UiProvider/UiProvider.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './Tabs.css.ts';

export interface LinkTab {
  /** The view's own address: the tab is a link, so it works without JavaScript and can be opened in a new tab. */
  href: string;
  label: ReactNode;
  /** The view shown now (`aria-current="page"`). */
  current?: boolean;
}

export interface LinkTabsProps {
  /** Names the navigation landmark ("Thread lists"). */
  label: string;
  tabs: readonly LinkTab[];
  /**
   * Called on a plain click of a tab (no modifier key, left button) after `preventDefault()`, with its `href`: a page
   * that shows the view itself (an island) changes the address and the view without loading the page. Without it the
   * links navigate.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * Tabs that are links, one view per address (a forum's Recent, Popular, Solved): the look of `Tabs` on a `nav`, the
 * current one marked `aria-current="page"`. Use `Tabs` when the panels are in the page and switch in place. On a phone
 * the row scrolls sideways with a shadow at the edge that has more.
 */
export function LinkTabs({ label, tabs, onNavigate, className, ...rest }: LinkTabsProps) {
  const LinkComponent = useLinkComponent();
  const click = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href, event);
  };
  return (
    <nav data-component="LinkTabs" aria-label={label} {...rest} className={className}>
      <ul data-part="List" className={cx(styles.list, styles.linkList)}>
        {tabs.map((tab) => (
          <li key={tab.href} style={{ display: 'contents' }}>
            {createElement(
              LinkComponent,
              {
                href: tab.href,
                'aria-current': tab.current ? 'page' : undefined,
                'data-part': 'Tab',
                onClick: click(tab.href),
                className: cx(styles.trigger, styles.link),
              } as LinkComponentProps,
              tab.label,
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
LinkTabs.displayName = 'LinkTabs';
