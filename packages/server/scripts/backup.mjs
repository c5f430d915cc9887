// `npm run backup [-- --out <dir>]` and `npm run restore -- <dir> [--force]` at the repository root (src/cli/backup.ts):
// the database the server uses (DATABASE_URL, or the PGlite in DATA_DIR while no server holds it) and its uploaded files.
import './register.mjs';

const { main } = await import('../src/cli/backup.ts');
process.exitCode = await main(process.argv.slice(2));
