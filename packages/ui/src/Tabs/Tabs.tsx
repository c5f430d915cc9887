import type { ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cx } from '../private/cssVar.ts';
import * as styles from './Tabs.css.ts';

/* ── Root ─────────────────────────────────────────────────────────────────────────────── */

export type TabsRootProps = Omit<ComponentProps<typeof TabsPrimitive.Root>, 'orientation'>;

/**
 * Holds the selected tab: uncontrolled with `defaultValue`, controlled with `value` +
 * `onValueChange`. `activationMode` `automatic` (default) selects on arrow keys; `manual` waits for
 * Enter/Space. Horizontal only.
 */
function TabsRoot({ className, ...props }: TabsRootProps) {
  return <TabsPrimitive.Root data-component="Tabs" {...props} orientation="horizontal" className={cx(styles.root, className)} />;
}
TabsRoot.displayName = 'Tabs.Root';

/* ── List ─────────────────────────────────────────────────────────────────────────────── */

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** Names the tab list for screen readers ("Expert network"). Give one when the page has no visible heading for it. */
  'aria-label'?: string;
  /**
   * The tabs wrap onto a second line when they do not fit, instead of scrolling sideways: for a row of many tabs that
   * a phone cannot show at once (a scrolled row cuts a label off and hides that more tabs exist). Default `false`.
   */
  wrap?: boolean;
}

/** The row of tabs; arrow keys move between them, Home/End jump. Scrolls sideways on phones, or wraps (`wrap`). */
function TabsList({ className, wrap = false, ...props }: TabsListProps) {
  return <TabsPrimitive.List data-part="List" data-wrap={wrap ? '' : undefined} {...props} className={cx(styles.list, wrap && styles.listWrap, className)} />;
}
TabsList.displayName = 'Tabs.List';

/* ── Trigger ──────────────────────────────────────────────────────────────────────────── */

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

/** One tab. `value` ties it to its `Tabs.Content`; it becomes part of the ids, so use a slug (no spaces). */
function TabsTrigger({ className, onFocus, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-part="Trigger"
      {...props}
      onFocus={(event) => {
        onFocus?.(event);
        // In a list that scrolls sideways (phones), bring the whole focused tab into view.
        event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      }}
      className={cx(styles.trigger, className)}
    />
  );
}
TabsTrigger.displayName = 'Tabs.Trigger';

/* ── Content ──────────────────────────────────────────────────────────────────────────── */

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

/**
 * The panel of the tab with the same `value`; focusable so keyboard users can reach it. With
 * `forceMount` the panel is in the page (and the prerendered HTML) even while inactive, only
 * hidden; without JavaScript such panels all show, stacked, and the tab row is hidden, so give
 * each panel its own heading when it must read well that way.
 */
function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content data-part="Content" {...props} className={cx(styles.content, className)} />;
}
TabsContent.displayName = 'Tabs.Content';

/** Compound tabs on Radix Tabs: `Tabs.Root/List/Trigger/Content`. */
export const Tabs = { Root: TabsRoot, List: TabsList, Trigger: TabsTrigger, Content: TabsContent };
