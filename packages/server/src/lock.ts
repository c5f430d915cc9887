import { randomUUID } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on DATA_DIR, held while a server uses the embedded PGlite database in it:
 * two processes opening one PGlite directory corrupt it silently.
 *
 * The lock is a file `DATA_DIR/server.lock` created with O_EXCL, holding the owner's pid and host. A server
 * that finds it refuses to start while the owner is alive. A lock left by a crashed (kill -9) server is taken
 * over at once when its pid is gone (same host), or when the owner has not refreshed it for `staleAfterMs`
 * (another host, or a pid reused by an unrelated process).
 */

export const lockFileName = 'server.lock';

/** Tokens of the locks this process holds, so a second acquire in the same process is refused too. */
const heldTokens = new Set<string>();

interface LockOwner {
  pid: number;
  hostname: string;
  token: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly dir: string;
  readonly file: string;
  /** Removes the lock file if it is still ours. Idempotent and synchronous (usable in `process.on('exit')`). */
  release(): void;
}

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  readonly dir: string;
  readonly owner: { pid: number; hostname: string } | undefined;
  constructor(dir: string, owner: { pid: number; hostname: string } | undefined) {
    const who = owner ? ` (pid ${owner.pid}${owner.hostname === os.hostname() ? '' : ` on ${owner.hostname}`})` : '';
    super(
      `The data directory ${dir} is already in use by another Orisun server${who}; ` +
        'stop that server or set DATA_DIR to another directory.',
    );
    this.dir = dir;
    this.owner = owner;
  }
}

export interface LockOptions {
  /** How often the owner refreshes the lock file's mtime. Default 10 s. */
  heartbeatMs?: number;
  /** A lock not refreshed for this long is stale even if its pid exists. Default 2 min. */
  staleAfterMs?: number;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.hostname === 'string' && typeof owner.token === 'string') {
      return owner as LockOwner;
    }
  } catch {
    // Unreadable or half-written: judged by its age below.
  }
  return undefined;
}

function modifiedAgoMs(file: string): number | undefined {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Whether the lock file found on disk belongs to a server that is still running. */
function isHeldByLiveServer(file: string, owner: LockOwner | undefined, staleAfterMs: number): boolean {
  const age = modifiedAgoMs(file);
  if (age === undefined) return false;
  if (age > staleAfterMs) return false;
  if (!owner) return age < 5_000; // being written right now by a starting server
  if (owner.hostname !== os.hostname()) return true;
  if (heldTokens.has(owner.token)) return true;
  // Our own pid in a lock we do not hold: left by an earlier run (a container restarts with the same pid).
  return owner.pid !== process.pid && isProcessAlive(owner.pid);
}

function createExclusive(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Moves a stale lock aside atomically. Of several servers starting at once, only one rename succeeds; if the
 * file moved is not the stale one we judged (another server replaced it meanwhile), it is put back.
 */
function removeStaleLock(file: string, stale: LockOwner | undefined, token: string): void {
  const aside = `${file}.stale-${token}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved && stale && moved.token !== stale.token) {
    try {
      linkSync(aside, file);
    } catch {
      // A third server holds the lock now; ours to retry.
    }
  }
  unlinkSync(aside);
}

/** Takes the lock on `dir` (creating the directory) or throws DataDirLockedError. */
export function acquireDataDirLock(dir: string, options: LockOptions = {}): DataDirLock {
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const staleAfterMs = options.staleAfterMs ?? 120_000;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, lockFileName);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    token: randomUUID(),
    startedAt: new Date().toISOString(),
  };

  let acquired = false;
  for (let attempt = 0; attempt < 5 && !acquired; attempt++) {
    acquired = createExclusive(file, owner);
    if (acquired) break;
    const found = readOwner(file);
    if (isHeldByLiveServer(file, found, staleAfterMs)) {
      throw new DataDirLockedError(dir, found && { pid: found.pid, hostname: found.hostname });
    }
    removeStaleLock(file, found, owner.token);
  }
  if (!acquired) throw new DataDirLockedError(dir, undefined);

  heldTokens.add(owner.token);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // The file vanished (someone deleted it by hand); nothing sensible to do but keep serving.
    }
  }, heartbeatMs);
  heartbeat.unref();

  let released = false;
  return {
    dir,
    file,
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      heldTokens.delete(owner.token);
      if (readOwner(file)?.token !== owner.token) return;
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}
