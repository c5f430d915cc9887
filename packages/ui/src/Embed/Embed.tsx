import type { IframeHTMLAttributes, Ref } from 'react';
import { cx, setVar } from '../private/cssVar.ts';
import * as styles from './Embed.css.ts';

export interface EmbedProps extends Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'title' | 'width' | 'height'> {
  /** What the frame shows ("Map of the Lagos office"): its accessible name. Required. */
  title: string;
  /** Width to height, as CSS `aspect-ratio` takes it. Default `'16 / 9'`. */
  aspectRatio?: string;
  /** `lazy` (default) waits until the frame is near the viewport; `eager` loads it at once. */
  loading?: 'lazy' | 'eager';
  ref?: Ref<HTMLIFrameElement>;
}

/**
 * Another site's page in a frame (a map, a video), as wide as its column with a fixed aspect
 * ratio. The title is required (it names the frame for screen readers) and loading is lazy by
 * default. Render it only when the visitor asks for it when the page is heavy or third-party
 * (data costs), and allow its origin in the server's CSP `frame-src`.
 */
export function Embed({ title, aspectRatio = '16 / 9', loading = 'lazy', className, style, ref, ...rest }: EmbedProps) {
  return (
    <iframe
      data-component="Embed"
      {...rest}
      ref={ref}
      title={title}
      loading={loading}
      className={cx(styles.root, className)}
      style={{ ...setVar(styles.aspectRatio, aspectRatio), ...style }}
    />
  );
}
Embed.displayName = 'Embed';
