// `npm start` at the repository root: check the configuration first (so `PORT=abc npm start` fails at once,
// naming PORT), build the site if it is not built yet, then run the server (src/main.ts) in this process,
// so signals and the exit code are the server's own.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import './register.mjs';

const { ConfigError, loadConfig, repoRoot } = await import('../src/config.ts');

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

function rootScripts() {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return manifest.scripts ?? {};
}

const siteIndex = path.join(config.siteDir, 'index.html');
if (!existsSync(siteIndex)) {
  if (rootScripts().build) {
    process.stdout.write(`The site is not built (${siteIndex} is missing): running \`npm run build\` first.\n`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', shell: process.platform === 'win32' });
    if (build.status !== 0) {
      process.stderr.write(`\`npm run build\` failed (exit code ${build.status ?? build.signal}); not starting the server.\n`);
      process.exit(build.status || 1);
    }
    if (!existsSync(siteIndex)) {
      process.stdout.write(`The build did not produce ${siteIndex} (is SITE_DIR right?); starting with the API only.\n`);
    }
  } else {
    process.stdout.write(
      `The site is not built (${siteIndex} is missing) and there is no build script yet; starting with the API only.\n`,
    );
  }
}

await import('../src/main.ts');
