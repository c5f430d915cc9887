/** Inline-style entry that sets a vanilla-extract `createVar()` variable: `{ '--x': value }`. */
export const setVar = (v: string, value: string): Record<string, string> => ({
  [v.replace(/^var\((--[^,)]+).*$/, '$1')]: value,
});

/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
