import { X } from 'lucide-react';
import { createElement, type CSSProperties, type HTMLAttributes, type Ref } from 'react';
import { focusRing, touchTarget, type Tone } from '@orisun/tokens';
import { cx } from '../private/cssVar.ts';
import { useLinkComponent, type LinkComponentProps } from '../UiProvider/UiProvider.tsx';
import * as styles from './Tag.css.ts';

export { tones as tagTones } from '@orisun/tokens';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The tag text ("react", "billing"). Plain text, so the remove button can name it. */
  children: string;
  /** Colour family. Default `'neutral'`; `'accent'` for a selected filter. */
  tone?: Tone;
  /** Makes the text a link (a forum tag that lists its threads); goes through the link component. */
  href?: string;
  /**
   * Shows a remove button (×) after the text and calls this when it is pressed: selected filters,
   * tags being edited on a new thread. Move focus somewhere sensible after removal. Default: not removable.
   */
  onRemove?: () => void;
  /** Accessible name of the remove button. Default `` `Remove ${children}` ``; translate it with the page. */
  removeLabel?: string;
  ref?: Ref<HTMLSpanElement>;
  className?: string;
  style?: CSSProperties;
}

/** A keyword chip, optionally a link and/or removable. For a read-only status use `Badge`. */
export function Tag({ children, tone = 'neutral', href, onRemove, removeLabel, className, ...rest }: TagProps) {
  const LinkComponent = useLinkComponent();
  return (
    <span data-component="Tag" data-tone={tone} {...rest} className={cx(styles.root, className)}>
      {href ? (
        createElement(LinkComponent, { 'data-part': 'Label', href, className: cx(styles.label, focusRing) } as LinkComponentProps, children)
      ) : (
        <span data-part="Label" className={styles.label}>
          {children}
        </span>
      )}
      {onRemove && (
        <button
          type="button"
          data-part="Remove"
          aria-label={removeLabel ?? `Remove ${children}`}
          onClick={onRemove}
          className={cx(styles.remove, focusRing, touchTarget)}
        >
          <X aria-hidden="true" focusable="false" width="1em" height="1em" />
        </button>
      )}
    </span>
  );
}
