import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploaded files live under `DATA_DIR/uploads/<folder>/` with a name the server chose (a UUID and the
 * extension of the type found in the content). `DATA_DIR` is never served, so an upload is never
 * executed or shown by the web server; staff get it as a mail attachment (later: a download).
 *
 * A file arrives in `DATA_DIR/uploads/.partial/` first and is moved to its folder (same file system, so
 * the move is atomic) only once it has passed every check; a refused or failed upload is deleted.
 */
export const uploadsDirName = 'uploads';

export function partialUploadsDir(dataDir: string): string {
  return path.join(dataDir, uploadsDirName, '.partial');
}

/** A file received into the partial folder, not yet checked. */
export interface PartialUpload {
  /** Absolute path of the temporary file. */
  readonly path: string;
  /** Bytes written. */
  readonly bytes: number;
}

/**
 * Streams an upload into a new file under `DATA_DIR/uploads/.partial`. On any stream error the partial
 * file is deleted and the error rethrown, so nothing is left behind.
 */
export async function receivePartialUpload(dataDir: string, source: Readable): Promise<PartialUpload> {
  const dir = partialUploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.partial`);
  try {
    await pipeline(source, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    return { path: file, bytes: (await stat(file)).size };
  } catch (error) {
    await removeUpload(file);
    throw error;
  }
}

/**
 * Moves a checked partial upload to `DATA_DIR/uploads/<folder>/<id><extension>` and returns its path
 * relative to `DATA_DIR` (what the database and the mail outbox keep). `id` is a server-made UUID.
 */
export async function keepUpload(dataDir: string, partial: PartialUpload, folder: string, id: string, extension: string): Promise<string> {
  if (!/^[0-9a-f-]{36}$/.test(id) || !/^\.[a-z0-9]+$/.test(extension)) throw new Error(`Not a server-made upload name: ${id}${extension}`);
  const relative = path.posix.join(uploadsDirName, folder, `${id}${extension}`);
  await mkdir(path.join(dataDir, uploadsDirName, folder), { recursive: true });
  await rename(partial.path, path.join(dataDir, relative));
  return relative;
}

/** One file received into the partial folder, with the name the sender gave it (to show, never to use). */
export interface ReceivedFile {
  partial: PartialUpload;
  filename: string | undefined;
}

/** Deletes received partial files (one already moved to its folder is gone from the partial one: a no-op). */
export async function removeReceived(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => removeUpload(file.partial.path)));
}

/** Deletes an upload (absolute path); a file already gone is fine. */
export async function removeUpload(file: string): Promise<void> {
  await rm(file, { force: true });
}

/**
 * Deletes partial uploads older than `olderThanMs`: files a crashed or killed server left half-written.
 * Requests in progress (on this or another server sharing DATA_DIR) write younger files, so they are safe.
 */
export async function sweepPartialUploads(dataDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const dir = partialUploadsDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      if (now - (await stat(file)).mtimeMs > olderThanMs) {
        await removeUpload(file);
        removed += 1;
      }
    } catch {
      // Removed meanwhile by its own request: nothing to do.
    }
  }
  return removed;
}

/** Control characters, and the bidirectional overrides that can disguise an extension (`cv\u202Efdp.exe`). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeInNames = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Longest display file name kept (characters). */
export const displayFilenameMaxLength = 120;

/**
 * A person's file name made safe to show and to keep as metadata: the last path segment only, no control
 * or direction-override characters, spaces collapsed, at most 120 characters (the extension kept).
 * Never used as a path. `fallback` when nothing is left.
 */
export function displayFilename(original: string | undefined, fallback: string): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  let name = base.normalize('NFC').replace(/\s+/g, ' ').replace(unsafeInNames, '').trim();
  if (name === '' || name === '.' || name === '..') return fallback;
  const chars = [...name];
  if (chars.length > displayFilenameMaxLength) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? [...name.slice(dot)] : [];
    name = chars.slice(0, displayFilenameMaxLength - extension.length).join('').trimEnd() + extension.join('');
  }
  return name;
}

/**
 * The name a stored upload is downloaded under, made by the server: `<prefix>-<ref><extension>` with `ref` kept to
 * letters, digits and dashes (`resume-1a2b3c4d.pdf`, `ticket-ORI-7K3M-9QXD-2HFA-0000-1.png`). Never the sender's file
 * name or extension, which could be `cv.pdf.exe` or `resume.html`.
 */
export function uploadDownloadName(prefix: string, ref: string, extension: string): string {
  return `${prefix}-${ref.replace(/[^0-9A-Za-z-]/g, '') || 'file'}${extension}`;
}

/** `Adébáyọ̀ O'Neil` -> `adebayo-o-neil`: ASCII letters and digits joined by dashes, at most `max` characters. */
export function filenameSlug(text: string, max = 40): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}
