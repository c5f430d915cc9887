import type { ReactNode, SVGProps } from 'react';

export const socialNetworks = ['linkedin', 'x', 'github', 'instagram'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/* Outline glyphs on a 24px grid drawn like the kit's lucide icons (2px round strokes). */
const glyphs: Record<SocialNetwork, ReactNode> = {
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  x: (
    <>
      <path d="M4 4l11.733 16h4.267l-11.733-16z" />
      <path d="M4 20l6.768-6.768m2.46-2.46l6.772-6.772" />
    </>
  ),
  github: (
    <path d="M9 19c-4.3 1.4-4.3-2.5-6-3m12 5v-3.5c0-1 .1-1.4-.5-2c2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2a4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12.3 12.3 0 0 0-6.2 0c-2.4-1.6-3.5-1.3-3.5-1.3a4.2 4.2 0 0 0-.1 3.2a4.6 4.6 0 0 0-1.3 3.2c0 4.6 2.7 5.7 5.5 6c-.6.6-.6 1.2-.5 2v3.5" />
  ),
  instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </>
  ),
};

export interface SocialIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  network: SocialNetwork;
  /** Pixel size. Default `24`. */
  size?: number;
}

/**
 * The mark of a social network (lucide has no brand icons). Decorative: give the link around it
 * an accessible name ("Orisun Software on GitHub").
 */
export function SocialIcon({ network, size = 24, ...rest }: SocialIconProps) {
  return (
    <svg
      data-component="SocialIcon"
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {glyphs[network]}
    </svg>
  );
}
