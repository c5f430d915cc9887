/** Deterministic zip archives: fixed timestamps and file order, so a build is byte-for-byte repeatable. */
import { zipSync, type Zippable } from 'fflate';

/** 2025-01-01, the company's founding year: zip timestamps cannot be before 1980. */
// Local time on purpose: zip stores local date fields, so this gives the same bytes in every time zone.
const fixedTime = new Date(2025, 0, 1, 12, 0, 0);

/** Zips `files` (path inside the archive -> bytes) in the given order. PNGs are stored, text deflated. */
export function zipFiles(files: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, data] of files) {
    const stored = /\.(png|zip|pdf)$/.test(name);
    entries[name] = [data, { level: stored ? 0 : 9, mtime: fixedTime }];
  }
  return zipSync(entries, { level: 9, mtime: fixedTime });
}
