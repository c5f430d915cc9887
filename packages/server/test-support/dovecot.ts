import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { answers, freePort } from './process.ts';

export interface TestDovecot {
  /** `imap://support:<password>@127.0.0.1:<port>/INBOX`, for `IMAP_URL`. */
  url: string;
  port: number;
  /** Puts a raw RFC 5322 message into a folder (IMAP APPEND), as a mail server delivering it would; `flags` e.g. `\Seen`. */
  append(message: string | Buffer, folder?: string, flags?: string[]): Promise<void>;
  /** The messages of a folder (default INBOX) with their flags and text; [] when the folder does not exist. */
  messages(folder?: string): Promise<{ uid: number; flags: string[]; source: string }[]>;
  /** Deletes every message of every folder (between tests). */
  clear(): Promise<void>;
  /** Stops the server (an IMAP outage); `start` runs it again on the same port with the same mail. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Dovecot's own log, for a failing test's message. */
  log(): Promise<string>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

const dovecotBinary = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'].find((file) => existsSync(file)) ?? 'dovecot';


/**
 * A real IMAP server for one test file: Debian's Dovecot (`dovecot-imapd`, which `.ci/run` installs) in the
 * foreground with a configuration of its own in a temporary folder: 127.0.0.1 and a free port, no TLS, one user
 * `support` with a static password (passwd-file), maildir mail in the folder, its log there too. Each call makes
 * another server (own port, folder and instance name), so test files run side by side.
 *
 * Dovecot's mail and auth processes run as an unprivileged user: the current one, or `nobody` when the tests run as
 * root (Dovecot refuses root for them); the folder is then readable by others, or auth fails "temporarily".
 */
export async function startDovecot(): Promise<TestDovecot> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orisun-dovecot-'));
  const password = `test-${Math.random().toString(36).slice(2)}`;
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const account = asRoot ? { name: 'nobody', uid: 65534, gid: 65534 } : { name: os.userInfo().username, uid: os.userInfo().uid, gid: os.userInfo().gid };
  const mailDir = path.join(dir, 'mail');
  await mkdir(mailDir, { recursive: true });
  await chmod(dir, 0o755);
  await chmod(mailDir, 0o777);
  const users = path.join(dir, 'users');
  await writeFile(users, `support:{PLAIN}${password}:${account.uid}:${account.gid}::${path.join(mailDir, 'support')}\n`, { mode: 0o644 });
  const logFile = path.join(dir, 'dovecot.log');
  const conf = path.join(dir, 'dovecot.conf');
  await writeFile(
    conf,
    [
      `instance_name = orisun-test-${path.basename(dir)}`,
      `base_dir = ${path.join(dir, 'run')}`,
      `state_dir = ${path.join(dir, 'state')}`,
      `log_path = ${logFile}`,
      `info_log_path = ${logFile}`,
      'listen = 127.0.0.1',
      'protocols = imap',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      `default_internal_user = ${account.name}`,
      `default_login_user = ${account.name}`,
      ...(asRoot ? ['default_internal_group = nogroup'] : []),
      'first_valid_uid = 1',
      'mail_location = maildir:~/Maildir',
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN ${users}\n}`,
      `userdb {\n  driver = passwd-file\n  args = ${users}\n}`,
      `service imap-login {\n  chroot =\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      'service anvil {\n  chroot =\n}',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );

  let child: ChildProcess | undefined;
  let output = '';
  const start = async () => {
    const started = spawn(dovecotBinary, ['-F', '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const failed = new Promise<never>((_, reject) => {
      started.once('error', (error) => reject(new Error(`dovecot could not start (${error.message}): install it (apt-get install dovecot-imapd)`)));
      started.once('exit', (code) => reject(new Error(`dovecot exited with ${code} at start: ${output}`)));
    });
    failed.catch(() => undefined);
    const deadline = Date.now() + 15_000;
    const ready = (async () => {
      while (!(await answers(port))) {
        if (Date.now() > deadline) throw new Error(`dovecot did not answer on port ${port} within 15 s: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await Promise.race([ready, failed]);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  // A worker that dies leaves no Dovecot behind.
  const onExit = () => child?.kill('SIGKILL');
  process.once('exit', onExit);

  await start();

  const withClient = async <T>(run: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user: 'support', pass: password }, logger: false, disableAutoIdle: true });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  return {
    url: `imap://support:${password}@127.0.0.1:${port}/INBOX`,
    port,
    append: (message, folder = 'INBOX', flags = []) =>
      withClient(async (client) => {
        await client.append(folder, typeof message === 'string' ? Buffer.from(message.replace(/\r?\n/g, '\r\n')) : message, flags);
      }),
    messages: (folder = 'INBOX') =>
      withClient(async (client) => {
        const exists = (await client.list()).some((box) => box.path === folder);
        if (!exists) return [];
        const lock = await client.getMailboxLock(folder);
        try {
          const found = await client.fetchAll('1:*', { uid: true, flags: true, source: true });
          return found.map((m) => ({ uid: m.uid, flags: [...(m.flags ?? [])], source: m.source?.toString('utf8') ?? '' }));
        } catch {
          return []; // an empty folder
        } finally {
          lock.release();
        }
      }),
    clear: () =>
      withClient(async (client) => {
        for (const box of await client.list()) {
          const status = await client.status(box.path, { messages: true });
          if (!status || !status.messages) continue;
          const lock = await client.getMailboxLock(box.path);
          try {
            await client.messageDelete('1:*');
          } finally {
            lock.release();
          }
        }
      }),
    stop,
    start,
    log: async () => (await readFile(logFile, 'utf8').catch(() => '')) + output,
    close: async () => {
      process.removeListener('exit', onExit);
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
