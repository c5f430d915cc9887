import type { CSSProperties, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from '../private/cssVar.ts';
import { root, type IconVariants } from './Icon.css.ts';

export const iconSizes = ['inherit', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;

export interface IconProps {
  /** The lucide icon component, imported one by one: `import { Phone } from 'lucide-react'`. */
  icon: LucideIcon;
  /**
   * Size step. Default `'md'` (1.25rem); `'inherit'` follows the surrounding text (1.25em).
   * Colour always follows the text colour (`currentColor`).
   */
  size?: IconVariants['size'];
  /**
   * Accessible name. Give one only when the icon carries meaning on its own (a status with no
   * text): it becomes `role="img"` with that name. Without it the icon is decorative and hidden
   * from assistive technology, which is right next to a visible text.
   */
  label?: string;
  ref?: Ref<SVGSVGElement>;
  className?: string;
  style?: CSSProperties;
}

/** A lucide icon at a kit size, decorative unless labelled. */
export function Icon({ icon: Glyph, size = 'md', label, className, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label, 'aria-hidden': undefined } : { 'aria-hidden': true as const };
  return (
    <Glyph
      data-component="Icon"
      focusable="false"
      strokeWidth={2}
      className={cx(root({ size }), className)}
      {...a11y}
      {...rest}
    />
  );
}
