import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/** Where the server writes its mail as .eml files (no SMTP_URL in the journeys). */
export const mailDir = () => path.join(inject('dataDir'), 'mail');

/** The .eml files the server wrote whose text contains `needle` (as written: headers fold long lines, text parts may be quoted-printable). */
export async function mailsContaining(needle: string): Promise<string[]> {
  const dir = mailDir();
  const files = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => readFile(path.join(dir, f), 'utf8')));
  return texts.filter((t) => t.includes(needle));
}
