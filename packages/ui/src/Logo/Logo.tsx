import { useCallback, useEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes, type Ref, type SyntheticEvent } from 'react';
import { cx } from '../private/cssVar.ts';
import { root } from './Logo.css.ts';

export interface LogoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'children'> {
  /** The logo image. */
  src: string;
  /**
   * The image shown instead when `src` fails to load (a 404, a broken file). It keeps the same
   * `alt`, size and place, so keyboard and screen-reader users notice nothing. Required.
   */
  fallbackSrc: string;
  /** The organisation's name ("Orisun Labs"); pass `''` only when the name is printed beside it. */
  alt: string;
  /** Intrinsic size in CSS pixels; set both so the layout does not jump while it loads. */
  width: number;
  height: number;
  /** Default `'lazy'`: logos sit in lists below the fold. `'eager'` for a logo above the fold. */
  loading?: 'lazy' | 'eager';
  ref?: Ref<HTMLImageElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * An organisation's logo that falls back to a default image when its own cannot be loaded.
 * Also catches an error that happened before hydration (server-rendered pages), when React
 * was not yet listening.
 */
export function Logo({ src, fallbackSrc, alt, width, height, loading = 'lazy', onError, className, ref, ...rest }: LogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement | null>(null);
  const showFallback = failedSrc === src && src !== fallbackSrc;

  const setRefs = useCallback(
    (node: HTMLImageElement | null) => {
      imgRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  useEffect(() => {
    const img = imgRef.current;
    // The image failed before React hydrated: complete, but nothing decoded.
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) setFailedSrc(src);
  }, [src]);

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (!showFallback) setFailedSrc(src);
    onError?.(event);
  };

  return (
    <img
      data-component="Logo"
      data-fallback={showFallback ? '' : undefined}
      {...rest}
      ref={setRefs}
      src={showFallback ? fallbackSrc : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={handleError}
      className={cx(root, className)}
    />
  );
}
