/**
 * `npm run bench:crash`: sends 1,000 contact messages to a real server (20 at a time), kills it with -9 once half have
 * been answered 200, restarts it, and prints what became of the acknowledged ones: on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL (or DATABASE_URL) names a server whose user may create a scratch database. Exits 1 if any
 * acknowledged message, or its mail, is missing. `CRASH_TOTAL` changes the count. (`npm test` runs it with 300.)
 */
import { crashWrites } from '../../packages/server/test-support/crashWrites.ts';

const total = Number(process.env.CRASH_TOTAL ?? 1000);
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const targets: [string, string | undefined][] = [['PGlite', undefined], ...(postgresUrl ? ([['PostgreSQL', postgresUrl]] as [string, string][]) : [])];

let failed = false;
console.log(`kill -9 after ${Math.floor(total / 2)} of ${total} acknowledged writes, then a restart`);
console.log('database     sent  acknowledged  stored  lost  with mail');
for (const [name, url] of targets) {
  const r = await crashWrites({ total, killAfter: Math.floor(total / 2), postgresUrl: url });
  console.log(`${name.padEnd(10)} ${String(r.sent).padStart(6)} ${String(r.acknowledged).padStart(13)} ${String(r.stored).padStart(7)} ${String(r.lost).padStart(5)} ${String(r.withMail).padStart(10)}`);
  if (r.lost > 0 || r.withMail < r.acknowledged) failed = true;
}
process.exit(failed ? 1 : 0);
