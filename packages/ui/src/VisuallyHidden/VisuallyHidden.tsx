import { VisuallyHidden as RadixVisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentProps } from 'react';

export type VisuallyHiddenProps = ComponentProps<typeof RadixVisuallyHidden>;

/**
 * Text for screen readers only: hidden visually, still read aloud and still part of a link's or
 * button's accessible name. Use it for context a sighted reader gets from layout ("(opens in a
 * new tab)", a dialog title the design omits). Renders a `span`; `asChild` renders your element.
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden data-component="VisuallyHidden" {...props} />;
}
