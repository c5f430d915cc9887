import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens, type ThemeTokens } from './tokens.ts';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

const toContract = <T extends object>(obj: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(obj).map(([k, v]) => [k, typeof v === 'string' ? null : toContract(v as object)]),
  ) as Contract<T>;

/**
 * The theme contract, derived from the typed token object so a theme that lacks a value
 * fails to compile. Variable names are stable and readable: `--o-color-bg-canvas`.
 */
export const vars = createGlobalThemeContract(toContract<ThemeTokens>(lightTokens), (_value, path) =>
  `o-${path.join('-')}`.replace(/[^a-zA-Z0-9-]/g, '_'),
);

/**
 * Tone variables: components read these; `data-tone="critical"` (and the others) remaps them.
 * N tones x M variants then needs no N*M rules.
 */
export const toneVars = createGlobalThemeContract(
  { solid: null, solidHover: null, onSolid: null, soft: null, softHover: null, fg: null, border: null },
  (_value, path) => `o-tone-${path.join('-')}`,
);
