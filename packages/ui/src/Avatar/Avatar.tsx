import { useState, type CSSProperties, type HTMLAttributes, type Ref } from 'react';
import type { Tone } from '@orisun/tokens';
import { cx } from '../private/cssVar.ts';
import * as styles from './Avatar.css.ts';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export { tones as avatarTones } from '@orisun/tokens';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's full name: the initials come from it ("Adebayo Okafor" → "AO"). */
  name: string;
  /**
   * A photo. Loaded lazily; until it loads, and if it fails, the initials show instead.
   * Default: no photo (initials only).
   */
  src?: string;
  /** Size. Default `'md'` (4rem); `'sm'` for lists and comments, `'lg'` for profile cards. */
  size?: (typeof avatarSizes)[number];
  /** Colour family of the initials. Default `'accent'`. */
  tone?: Tone;
  /**
   * Announce the avatar as an image named after the person. Default `false`: the avatar is
   * decorative because the name is shown next to it (a team card, a post author).
   */
  labelled?: boolean;
  ref?: Ref<HTMLSpanElement>;
  className?: string;
  style?: CSSProperties;
}

/** Up to two initials from a name: the first letters of its first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** A person's picture, or their initials while there is no photo (or it fails to load). */
export function Avatar({ name, src, size = 'md', tone = 'accent', labelled = false, className, ...rest }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = labelled ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true as const };
  return (
    <span data-component="Avatar" data-tone={tone} {...a11y} {...rest} className={cx(styles.root({ size }), className)}>
      {showImage ? (
        <img
          data-part="Image"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className={styles.image}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span data-part="Initials">{initialsOf(name)}</span>
      )}
    </span>
  );
}
