import type { ComponentProps } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { cx } from '../private/cssVar.ts';
import * as styles from './DropdownMenu.css.ts';

/**
 * Holds the menu's open state: uncontrolled, or `open` + `onOpenChange`. Renders no element. `modal` defaults to
 * `false` here: a modal menu hides the rest of the page from assistive technology (aria-hidden), its own trigger
 * included, which leaves a focusable element hidden (axe's aria-hidden-focus); the menu still takes the focus and
 * Escape or a click outside closes it.
 */
function DropdownMenuRoot({ modal = false, ...props }: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={modal} {...props} />;
}
DropdownMenuRoot.displayName = 'DropdownMenu.Root';

export interface DropdownMenuTriggerProps extends ComponentProps<typeof Menu.Trigger> {
  /** The trigger's accessible name when its content does not say what it opens ("Your account: Ada Obi"). */
  'aria-label'?: string;
}

/** The button that opens the menu (Enter, Space or the down arrow open it on the first item). */
function DropdownMenuTrigger({ className, ...props }: DropdownMenuTriggerProps) {
  return <Menu.Trigger data-component="DropdownMenu" {...props} className={cx(styles.trigger, className)} />;
}
DropdownMenuTrigger.displayName = 'DropdownMenu.Trigger';

/** The open menu, in a portal: arrow keys move between items, typing jumps, Escape closes and focus goes back to the trigger. */
function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content data-part="Content" sideOffset={sideOffset} align={align} {...props} className={cx(styles.content, className)} />
    </Menu.Portal>
  );
}
DropdownMenuContent.displayName = 'DropdownMenu.Content';

/** Words at the top of the menu that are not an action (who is signed in). */
function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label data-part="Label" {...props} className={cx(styles.label, className)} />;
}
DropdownMenuLabel.displayName = 'DropdownMenu.Label';

/** One action (`onSelect`); the menu closes after it unless the handler calls `event.preventDefault()`. */
function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item data-part="Item" {...props} className={cx(styles.item, className)} />;
}
DropdownMenuItem.displayName = 'DropdownMenu.Item';

/** A line between groups of items. */
function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator data-part="Separator" {...props} className={cx(styles.separator, className)} />;
}
DropdownMenuSeparator.displayName = 'DropdownMenu.Separator';

/** A menu of actions on Radix DropdownMenu: `DropdownMenu.Root/Trigger/Content/Label/Item/Separator`. */
export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Label: DropdownMenuLabel,
  Item: DropdownMenuItem,
  Separator: DropdownMenuSeparator,
};
