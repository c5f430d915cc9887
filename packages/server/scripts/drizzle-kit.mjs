// Runs drizzle-kit (installed at the repository root) so that it finds drizzle-orm, which npm installed
// under packages/server/node_modules: `npm run db:generate` at the root calls this.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(path.join(serverDir, 'package.json'));
const drizzleKitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = new URL('./drizzle-orm-resolve-hook.mjs', import.meta.url).href;

const result = spawnSync(
  process.execPath,
  ['--import', `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(hook)});`, drizzleKitBin, ...process.argv.slice(2)],
  {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_PATH: path.join(serverDir, 'node_modules') },
  },
);
// drizzle-kit names the schema of a foreign key's table (`REFERENCES "public"."x"`); the migrations must run in any
// schema (the tests give each file its own, and an installation may use another), so the name is taken out.
if (result.status === 0 && process.argv[2] === 'generate') {
  const folder = path.join(serverDir, 'drizzle');
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
    const file = path.join(folder, name);
    const sql = readFileSync(file, 'utf8');
    const unqualified = sql.replaceAll('REFERENCES "public".', 'REFERENCES ');
    if (unqualified !== sql) writeFileSync(file, unqualified);
  }
}
process.exit(result.status ?? 1);
