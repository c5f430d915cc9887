/**
 * A count as the site writes it: thousands grouped with commas (`12,345`), as `toLocaleString('en-GB')` would, without
 * its cost. That call builds a number formatter each time, and the first one loads the browser's number data: 186 ms of
 * one task on a phone-speed CPU (4x slowdown) while the forum starts, and a list of 20 thread rows called it 60 times.
 * Another language gives its own separator (French: a narrow no-break space, U+202F: `12 345`).
 */
export function formatCount(count: number, groupSeparator = ','): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator);
}
