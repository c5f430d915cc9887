import { useState, useSyncExternalStore, type HTMLAttributes, type Ref } from 'react';
import { Pause, Play } from 'lucide-react';
import { focusRing } from '@orisun/tokens';
import { useNavigation } from '../Link/Link.tsx';
import { useUiLabels } from '../UiProvider/UiProvider.tsx';
import { cx, setVar } from '../private/cssVar.ts';
import * as styles from './Ticker.css.ts';

export interface TickerItem {
  label: string;
  /** Where the name links to; external sites open in a new tab. */
  href: string;
}

export interface TickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The names that scroll past. */
  items: readonly TickerItem[];
  /** Accessible name of the list, e.g. "Technologies we work with". */
  label: string;
  /** Seconds for one full loop. Default `20`. */
  duration?: number;
  /** Accessible name of the pause/play button. Default `'Pause scrolling'`. */
  pauseLabel?: string;
  /** Items link to other sites: opened in a new tab. Default `true`. */
  external?: boolean;
  ref?: Ref<HTMLDivElement>;
}

const noop = () => () => {};

/**
 * A marquee of links that loops forever (CSS only, so it moves and reads without JavaScript).
 * It pauses while hovered or focused, and a pause button (once scripts run) stops it for good;
 * with `prefers-reduced-motion` it does not move at all and the names wrap onto lines.
 * Screen readers get one plain list; the second copy that makes the loop seamless is hidden.
 */
export function Ticker({ items, label, duration = 20, pauseLabel: pauseLabelProp, external = true, className, style, ...rest }: TickerProps) {
  const { Component: LinkComponent } = useNavigation({});
  const labels = useUiLabels();
  const pauseLabel = pauseLabelProp ?? labels.pauseScrolling;
  const [paused, setPaused] = useState(false);
  const hydrated = useSyncExternalStore(noop, () => true, () => false);
  const linkProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  const renderList = (copy: boolean) => (
    <ul
      className={cx(styles.list, copy && styles.copy)}
      aria-label={copy ? undefined : label}
      aria-hidden={copy || undefined}
      data-part={copy ? 'Copy' : 'List'}
    >
      {items.map((item) => (
        <li key={item.href + item.label}>
          <LinkComponent href={item.href} className={cx(styles.item, focusRing)} tabIndex={copy ? -1 : undefined} {...linkProps}>
            {item.label}
          </LinkComponent>
        </li>
      ))}
    </ul>
  );

  return (
    <div
      data-component="Ticker"
      data-paused={paused || undefined}
      {...rest}
      className={cx(styles.root, className)}
      style={{ ...style, ...setVar(styles.durationVar, `${duration}s`) }}
    >
      <div className={styles.viewport}>
        <div className={styles.track} data-part="Track">
          {renderList(false)}
          {renderList(true)}
        </div>
      </div>
      <button
        type="button"
        className={cx(styles.pause, focusRing)}
        aria-label={pauseLabel}
        aria-pressed={paused}
        hidden={!hydrated}
        onClick={() => setPaused((p) => !p)}
      >
        {paused ? <Play aria-hidden="true" focusable="false" size={18} /> : <Pause aria-hidden="true" focusable="false" size={18} />}
      </button>
    </div>
  );
}
