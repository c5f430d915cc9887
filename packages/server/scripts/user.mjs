// `npm run user -- <command>` at the repository root: manages staff accounts (src/cli/user.ts) on the
// database the server uses (DATABASE_URL, or the PGlite in DATA_DIR while no server holds it).
import './register.mjs';

const { main } = await import('../src/cli/user.ts');
process.exitCode = await main(process.argv.slice(2));
