import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileName, type DataDirLock } from './lock.ts';

let dir: string;
const held: DataDirLock[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'orisun-lock-'));
});
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  rmSync(dir, { recursive: true, force: true });
});

function acquire(options?: Parameters<typeof acquireDataDirLock>[1]): DataDirLock {
  const lock = acquireDataDirLock(dir, options);
  held.push(lock);
  return lock;
}

function writeForeignLock(owner: { pid: number; hostname: string }, ageMs = 0) {
  const file = path.join(dir, lockFileName);
  writeFileSync(file, JSON.stringify({ ...owner, token: 'foreign', startedAt: new Date().toISOString() }));
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
}

/** A pid that certainly belongs to no running process: one that has just exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('acquireDataDirLock', () => {
  it('writes a lock file naming this process and removes it on release', () => {
    const lock = acquire();
    const owner = JSON.parse(readFileSync(lock.file, 'utf8')) as { pid: number };
    expect(owner.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('refuses a second holder with a message naming the directory', () => {
    acquire();
    expect(() => acquire()).toThrow(DataDirLockedError);
    expect(() => acquire()).toThrow(`The data directory ${dir} is already in use by another Orisun server (pid ${process.pid})`);
  });

  it('can be taken again after release', () => {
    acquire().release();
    expect(() => acquire()).not.toThrow();
  });

  it('takes over at once a lock whose process is gone (a server killed with -9)', () => {
    writeForeignLock({ pid: deadPid(), hostname: os.hostname() });
    const lock = acquire();
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
  });

  it('refuses a fresh lock held by a live process', () => {
    writeForeignLock({ pid: process.ppid, hostname: os.hostname() });
    expect(() => acquire()).toThrow(`(pid ${process.ppid})`);
  });

  it('trusts a lock from another host until it stops being refreshed', () => {
    writeForeignLock({ pid: 1, hostname: 'other-host' });
    expect(() => acquire({ staleAfterMs: 60_000 })).toThrow('on other-host');
    writeForeignLock({ pid: 1, hostname: 'other-host' }, 5 * 60_000);
    expect(() => acquire({ staleAfterMs: 60_000 })).not.toThrow();
  });

  it('does not delete a lock that another server has taken over meanwhile', () => {
    const lock = acquire();
    writeForeignLock({ pid: process.ppid, hostname: os.hostname() });
    lock.release();
    expect(existsSync(lock.file)).toBe(true);
  });
});
