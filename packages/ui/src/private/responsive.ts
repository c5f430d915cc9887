import type { Breakpoint } from '@orisun/tokens';

/** A value, or one per breakpoint (object, or array in mobile→wide order), as sprinkles take. */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>> | readonly (T | null)[];

const order: Breakpoint[] = ['mobile', 'tablet', 'desktop', 'wide'];

/** Normalises a responsive value to an object keyed by breakpoint. */
export function normalize<T>(value: Responsive<T>): Partial<Record<Breakpoint, T>> {
  if (Array.isArray(value)) {
    const out: Partial<Record<Breakpoint, T>> = {};
    value.forEach((v, i) => {
      const bp = order[i];
      if (bp && v !== null && v !== undefined) out[bp] = v as T;
    });
    return out;
  }
  if (value !== null && typeof value === 'object') return value as Partial<Record<Breakpoint, T>>;
  return { mobile: value as T };
}

/** Maps every breakpoint entry of a responsive value. */
export function mapResponsive<T, U>(value: Responsive<T> | undefined, fn: (v: T) => U): Partial<Record<Breakpoint, U>> | undefined {
  if (value === undefined) return undefined;
  const out: Partial<Record<Breakpoint, U>> = {};
  for (const [bp, v] of Object.entries(normalize(value)) as [Breakpoint, T][]) out[bp] = fn(v);
  return out;
}

/** The breakpoints at and above which a collapsing layout is horizontal. */
export const breakpointOrder = order;
