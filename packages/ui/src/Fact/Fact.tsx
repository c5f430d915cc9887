import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from '../private/cssVar.ts';
import { textToneProps, type TextTone } from '../private/textTone.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Fact.css.ts';

export const factSizes = ['sm', 'md'] as const;
export type FactSize = NonNullable<styles.FactVariants['size']>;

export interface FactProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A decorative lucide icon before the text (`MapPin`, `Clock`, `Check`). Required. */
  icon: LucideIcon;
  /** The fact itself: a short text, a `<time>`, a few words. Wraps beside the icon when long. */
  children: ReactNode;
  /**
   * What the fact is, for screen readers only ("Location"): read as "Location: Lagos". Give one
   * when the icon alone says what the value means; leave it out for list items (features, checks).
   * Default none.
   */
  label?: string;
  /**
   * Size of the text and the icon. Default `'md'` (body text, lists of features); `'sm'` for the
   * meta data of a card (when, where, rate).
   */
  size?: FactSize;
  /**
   * Colour of the icon. Default `'muted'`; `'positive'` for a check list, `'accent'` to draw the
   * eye. The text keeps the body colour.
   */
  iconTone?: TextTone;
  ref?: Ref<HTMLDivElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * One short fact: an icon beside a text (a card's date, place or rate; an item of a check list).
 * The row never wraps: on a phone the text wraps under itself and the icon stays beside its first
 * line. For a list, put several in a `Stack as="ul"`.
 */
export function Fact({ icon, children, label, size = 'md', iconTone = 'muted', className, ...rest }: FactProps) {
  const tone = textToneProps(iconTone);
  return (
    <div data-component="Fact" {...rest} className={cx(styles.root, className)}>
      <span data-part="Icon" data-tone={tone['data-tone']} className={cx(styles.icon({ size }), tone.className)}>
        <Icon icon={icon} size={size} />
      </span>
      <Text as="span" size={size} data-part="Text" className={styles.text}>
        {label && <VisuallyHidden>{label}: </VisuallyHidden>}
        {children}
      </Text>
    </div>
  );
}
