import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * CSV files for staff to open in a spreadsheet, written by `csv-stringify` (RFC 4180 quoting: every cell
 * quoted, quotes doubled, line breaks kept inside quotes), UTF-8 with a byte order mark so Excel reads
 * names like "Adébáyọ̀" right.
 */

/** One column: its header and how to read it from an item (null: an empty cell). */
export interface CsvColumn<T> {
  header: string;
  value: (item: T) => string | number | boolean | null;
}

/**
 * The first characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): `=`, `+`,
 * `-`, `@`, tab and carriage return. A cell that starts with one gets a `'` in front, so it shows as text.
 */
export const csvFormulaStarts = ['=', '+', '-', '@', '\t', '\r'] as const;

/** A cell a spreadsheet shows as text, never runs: `'` before a value that would start a formula. */
export function neutralizeCsvCell(value: string): string {
  return csvFormulaStarts.some((start) => value.startsWith(start)) ? `'${value}` : value;
}

/** Every cell as text, neutralised (numbers too: `-1` could start `-1+cmd|...`). */
function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return neutralizeCsvCell(String(value));
}

/**
 * A CSV stream of `columns` over the items `batches` yields (read one batch at a time, so a large export
 * never sits in memory whole). An error while reading ends the stream with that error.
 */
export function csvStream<T>(columns: readonly CsvColumn<T>[], batches: AsyncIterable<readonly T[]>): Readable {
  async function* records() {
    for await (const batch of batches) for (const item of batch) yield columns.map((column) => cell(column.value(item)));
  }
  const writer = stringify({ bom: true, header: true, columns: columns.map((column) => neutralizeCsvCell(column.header)), quoted: true, record_delimiter: 'windows' });
  return pipeline(Readable.from(records()), writer, () => undefined);
}

/** Characters a quoted-string file name in a header may not hold as they are: non-ASCII, quotes, backslashes, controls. */
const notPlainAscii = /[^\x20-\x7e]|["\\]/g;

/**
 * `Content-Disposition: attachment` for a file name (RFC 6266): an ASCII `filename` for old clients and
 * the exact name as `filename*` (RFC 8187, UTF-8), so the browser saves it and never shows it inline.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(notPlainAscii, '_');
  const exact = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
