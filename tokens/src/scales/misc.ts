export const radius = { none: '0', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', full: '9999px' } as const;
export type Radius = keyof typeof radius;

/** Stacking order of the whole product: one list, so layers never fight. */
export const zIndex = { base: '0', raised: '1', sticky: '100', overlay: '300', modal: '400', popover: '500', toast: '600', skipLink: '700' } as const;

/** Durations collapse to 0 under prefers-reduced-motion (see the theme). */
export const duration = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;
export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

export const size = {
  /** Minimum touch target (WCAG 2.5.5 / platform guidance). */
  touch: '44px',
  containerNarrow: '42rem',
  container: '72rem',
  border: '1px',
  focusRing: '2px',
} as const;

/** Breakpoints are constants, not CSS variables: media queries cannot read variables. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 992, wide: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;
export const mq = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
  dark: '(prefers-color-scheme: dark)',
} as const;
