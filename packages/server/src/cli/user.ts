/**
 * `npm run user -- <command>`: manages staff accounts from a shell, on the database the server uses
 * (DATABASE_URL, or the PGlite under DATA_DIR, which it refuses to open while a server holds it).
 *
 *   list                                         every account
 *   add <email> [--name "<name>"] [--role admin] a new account (role staff by default); the name, which customers
 *                                                see on answers, is asked for on a terminal when not given
 *   disable <email>                              disables it and ends its sessions
 *   enable <email>                               lets it sign in again
 *   reset-password <email>                       sets a new password and ends its sessions
 *
 * A password (add, reset-password) is asked for on the terminal, without echo, twice; from a script, put it in
 * ORISUN_PASSWORD or pipe it on stdin. It is never printed.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { newStaffAccountSchema, staffRoles, type StaffRole } from '@orisun/api';
import { addAccount, disableAccount, enableAccount, resetPassword } from '../auth/accounts.ts';
import type { OpenedDatabase } from '../db/index.ts';
import { findAccountByEmail, listAccounts } from '../db/staff.ts';
import { CliError, lockDataDir, openForCli, readConfig, runCli } from './common.ts';

/** The environment variable a script may put the password in. */
export const passwordVariable = 'ORISUN_PASSWORD';

const usage = `Usage: npm run user -- <command>
  list                                         list the staff accounts
  add <email> [--name "<name>"] [--role staff|admin]
                                               add an account (role staff by default); the name
                                               customers see is asked for when not given
  disable <email>                              disable an account and end its sessions
  enable <email>                               enable a disabled account
  reset-password <email>                       set a new password and end its sessions
A password is asked for on the terminal; from a script, set ${passwordVariable} or pipe it on stdin.`;

/** Asks for one line on the terminal, shown as typed. */
async function promptLine(question: string): Promise<string> {
  const readline = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await readline.question(question);
  } finally {
    readline.close();
  }
}

/** The display name: `--name`, else asked on a terminal; from a script it must be given. */
async function readName(given: string | undefined): Promise<string> {
  if (given) return given;
  if (process.stdin.isTTY) return promptLine('Name customers and colleagues see (like "Ada Okafor"): ');
  throw new CliError(`add needs --name "<name>" when it cannot ask on a terminal.\n\n${usage}`, 2);
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stderr } = process;
    stderr.write(question);
    let typed = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new CliError('Cancelled.', 130));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing line break is the end of the line `echo` or a file gives, not part of the password.
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/** The new password: from ORISUN_PASSWORD, the terminal (asked twice) or stdin. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env[passwordVariable];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (process.stdin.isTTY) {
    const first = await promptHidden('New password (at least 12 characters): ');
    const second = await promptHidden('Same password again: ');
    if (first !== second) throw new CliError('The two passwords differ; nothing was changed.');
    return first;
  }
  const piped = await readStdin();
  if (piped === '') throw new CliError(`No password given: type it on a terminal, set ${passwordVariable} or pipe it on stdin.`);
  return piped;
}

async function accountId(database: OpenedDatabase, email: string): Promise<string> {
  const account = await findAccountByEmail(database.db, email);
  if (!account) throw new CliError(`There is no account for ${email}.`);
  return account.id;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

async function run(command: string, positionals: string[], values: { name?: string | undefined; role?: string | undefined }, database: OpenedDatabase) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const email = positionals[0];
  const needEmail = () => {
    if (!email) throw new CliError(`${command} needs an e-mail address.\n\n${usage}`, 2);
    return email;
  };
  switch (command) {
    case 'list': {
      const rows = await listAccounts(database.db);
      if (rows.length === 0) return out('No staff accounts yet.');
      const width = Math.max(5, ...rows.map((row) => row.email.length)) + 2;
      out(`${pad('EMAIL', width)}${pad('ROLE', 7)}${pad('STATUS', 10)}${pad('LAST SIGN-IN', 26)}NAME`);
      for (const row of rows) {
        out(`${pad(row.email, width)}${pad(row.role, 7)}${pad(row.disabled ? 'disabled' : 'active', 10)}${pad(row.lastSignInAt?.toISOString() ?? '-', 26)}${row.name}`);
      }
      return;
    }
    case 'add': {
      const address = needEmail();
      const role = (values.role ?? 'staff') as StaffRole;
      if (!staffRoles.includes(role)) throw new CliError(`--role must be ${staffRoles.join(' or ')}.`, 2);
      const name = await readName(values.name);
      const parsed = newStaffAccountSchema.safeParse({ email: address, name, role, password: await readPassword() });
      if (!parsed.success) throw new CliError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
      const row = await addAccount(database.db, parsed.data, new Date());
      return out(`Added ${row.email} (${row.role}).`);
    }
    case 'disable': {
      const row = await disableAccount(database.db, await accountId(database, needEmail()));
      return out(`Disabled ${row.email}; its sessions are ended.`);
    }
    case 'enable': {
      const row = await enableAccount(database.db, await accountId(database, needEmail()));
      return out(`Enabled ${row.email}.`);
    }
    case 'reset-password': {
      const id = await accountId(database, needEmail());
      const row = await resetPassword(database.db, id, await readPassword());
      return out(`Set a new password for ${row.email}; its sessions are ended.`);
    }
    default:
      throw new CliError(command ? `Unknown command "${command}".\n\n${usage}` : usage, 2);
  }
}

export async function main(argv: string[]): Promise<number> {
  return runCli(usage, async (held) => {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    const [command = '', ...rest] = positionals;
    if (values.help || command === '' || command === 'help') {
      process.stdout.write(`${usage}\n`);
      return command === '' && !values.help ? 2 : 0;
    }
    if (!['list', 'add', 'disable', 'enable', 'reset-password'].includes(command)) throw new CliError(`Unknown command "${command}".\n\n${usage}`, 2);
    const config = readConfig();
    held.lock = lockDataDir(config, 'Stop the server and run this again, or manage accounts on the admin pages while it runs.');
    held.database = await openForCli(config);
    await run(command, rest, values, held.database);
    return 0;
  });
}
