/**
 * System font stacks: no web font is downloaded. On the phones of our visitors a web font
 * would cost 20–60 KB per weight on paid data for no gain in legibility.
 */
export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "Noto Sans Mono", monospace',
} as const;

/** Type scale; the largest steps are fluid between a 320px phone and a 1200px desktop. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': 'clamp(1.375rem, 1.26rem + 0.57vw, 1.625rem)',
  '3xl': 'clamp(1.625rem, 1.42rem + 1.02vw, 2.125rem)',
  '4xl': 'clamp(1.875rem, 1.5rem + 1.9vw, 2.875rem)',
} as const;
export type FontSize = keyof typeof fontSize;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const lineHeight = { tight: '1.2', snug: '1.35', normal: '1.55' } as const;
