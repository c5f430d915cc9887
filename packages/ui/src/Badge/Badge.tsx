import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import type { Tone } from '@orisun/tokens';
import { cx } from '../private/cssVar.ts';
import { icon as iconClass, root, type BadgeVariants } from './Badge.css.ts';

export const badgeVariants = ['soft', 'solid', 'outline'] as const;
export { tones as badgeTones } from '@orisun/tokens';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Short text: a status ("Open", "Resolved"), a count, a label ("New"). The words carry the meaning, not the colour. */
  children: ReactNode;
  /** Colour family. Default `'neutral'`; `'positive'` for done, `'caution'` for waiting, `'critical'` for urgent. */
  tone?: Tone;
  /** Emphasis. Default `'soft'`; `'solid'` to stand out (one per row at most); `'outline'` for the quietest. */
  variant?: BadgeVariants['variant'];
  /** A decorative icon before the text. */
  icon?: ReactNode;
  ref?: Ref<HTMLSpanElement>;
  className?: string;
  style?: CSSProperties;
}

/** A small, non-interactive status label. For removable or linked labels use `Tag`. */
export function Badge({ tone = 'neutral', variant = 'soft', icon, children, className, ...rest }: BadgeProps) {
  return (
    <span data-component="Badge" data-tone={tone} {...rest} className={cx(root({ variant }), className)}>
      {icon && (
        <span data-part="Icon" aria-hidden="true" className={iconClass}>
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
