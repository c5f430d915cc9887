/** `npm run user` (scripts/user.mjs -> src/cli/user.ts) as a real process against a temporary DATA_DIR. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordVariable } from '../cli/user.ts';
import { openDatabase } from '../db/index.ts';
import { staffAccounts } from '../db/schema.ts';
import { acquireDataDirLock } from '../lock.ts';
import { verifyPassword } from './passwords.ts';

const script = fileURLToPath(new URL('../../scripts/user.mjs', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orisun-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function user(args: string[], options: { env?: Record<string, string>; stdin?: string } = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), DATA_DIR: dataDir, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(options.stdin ?? '');
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function accounts() {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    return await database.db.select().from(staffAccounts);
  } finally {
    await database.close();
  }
}

// The PostgreSQL project gives each test file its own schema, which a separate process cannot share; the CLI
// opens DATABASE_URL the same way the server does (db/index.ts, tested on both).
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run user', () => {
  const passwordA = 'first passphrase for ada';
  const passwordB = 'second passphrase for ada';

  // Ten CLI processes one after the other, each starting PGlite and hashing with argon2: in the full run, beside the
  // browser projects, they took more than 120 s.
  it('adds, lists, disables, enables and resets accounts, never printing a password', { timeout: 300_000 }, async () => {
    const added = await user(['add', 'Ada@Orisun.test', '--name', 'Ada Obi', '--role', 'admin'], { env: { [passwordVariable]: passwordA } });
    expect(added).toMatchObject({ code: 0, stdout: 'Added Ada@Orisun.test (admin).\n' });
    const piped = await user(['add', 'bola@orisun.test', '--name', 'Bola'], { stdin: 'a piped passphrase here\n' });
    expect(piped).toMatchObject({ code: 0, stdout: 'Added bola@orisun.test (staff).\n' });

    const weak = await user(['reset-password', 'ada@orisun.test'], { stdin: 'qwerty123456\n' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/too common/);

    const duplicate = await user(['add', 'ADA@orisun.test', '--name', 'Again'], { env: { [passwordVariable]: passwordA } });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('exists already');

    expect((await user(['disable', 'bola@orisun.test'])).code).toBe(0);
    const reset = await user(['reset-password', 'ada@orisun.test'], { stdin: `${passwordB}\n` });
    expect(reset.code).toBe(0);

    const list = await user(['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/Ada@Orisun\.test\s+admin\s+active/);
    expect(list.stdout).toMatch(/bola@orisun\.test\s+staff\s+disabled/);

    expect((await user(['enable', 'bola@orisun.test'])).code).toBe(0);
    const rows = await accounts();
    expect(rows.map((row) => [row.email, row.role, row.disabled])).toEqual(
      expect.arrayContaining([
        ['Ada@Orisun.test', 'admin', false],
        ['bola@orisun.test', 'staff', false],
      ]),
    );
    const ada = rows.find((row) => row.email === 'Ada@Orisun.test')!;
    expect(await verifyPassword(ada.passwordHash, passwordB)).toBe(true);
    expect(await verifyPassword(rows.find((row) => row.email === 'bola@orisun.test')!.passwordHash, 'a piped passphrase here')).toBe(true);

    for (const output of [added, piped, weak, reset, list].flatMap((r) => [r.stdout, r.stderr])) {
      for (const secret of [passwordA, passwordB, 'a piped passphrase here', 'qwerty123456']) expect(output).not.toContain(secret);
    }
  });

  it('answers a usage error with exit code 2', { timeout: 60_000 }, async () => {
    const unknown = await user(['promote', 'ada@orisun.test']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run user');
    const noName = await user(['add', 'x@orisun.test'], { env: { [passwordVariable]: passwordA } });
    expect(noName.code).toBe(2);
    expect(noName.stderr).toContain('--name');
  });

  it('refuses to open the data folder while a server holds it', { timeout: 60_000 }, async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const refused = await user(['list']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The data folder ${dataDir} is in use by a running Orisun server (pid ${process.pid})`);
      expect(refused.stderr).toContain('Stop the server');
    } finally {
      lock.release();
    }
  });
});
