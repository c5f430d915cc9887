/**
 * Compiles the site's message catalogs (`site/messages/<locale>/<namespace>.json`) with Paraglide JS into
 * `site/src/paraglide/` (not committed): a function per message, in one module per namespace and language
 * (`en/home.js`, `fr/home.js`) behind `en/index.js` and `fr/index.js`. A page's code imports them as `#messages`
 * (site/package.json `imports`), which each language's build resolves to its own, so a page carries its own language's
 * strings and only those it uses (docs/adr/0032-french-under-fr.md). Types: Paraglide's `messages/_index.d.ts`.
 *
 * Run by `npm install` (prepare), `npm run build` and `npm test`. It compiles into a scratch folder and copies only the
 * files that changed, so a type check running beside a build never reads a half-written file.
 *
 *   node scripts/messages.mjs
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@inlang/paraglide-js';

const root = path.resolve(import.meta.dirname, '..');
const catalogs = path.join(root, 'site/messages');
const outdir = path.join(root, 'site/src/paraglide');
const scratch = path.join(root, 'node_modules/.cache/orisun-messages');
/** The languages, the first the base: a message missing from another language is an error of the catalog test. */
const locales = ['en', 'fr'];

const namespaces = (await readdir(path.join(catalogs, locales[0])))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

// The inlang project, written from the catalogs' folder: one message file per namespace and language.
const project = path.join(scratch, 'project.inlang');
await rm(scratch, { recursive: true, force: true });
await mkdir(project, { recursive: true });
// inlang reads these paths from the project's folder (`scratch`).
const relative = (file) => path.relative(scratch, file).split(path.sep).join('/');
await writeFile(
  path.join(project, 'settings.json'),
  JSON.stringify({
    baseLocale: locales[0],
    locales,
    modules: [relative(path.join(root, 'node_modules/@inlang/plugin-message-format/dist/index.js'))],
    'plugin.inlang.messageFormat': { pathPattern: namespaces.map((ns) => relative(path.join(catalogs, '{locale}', `${ns}.json`))) },
  }),
);

const built = path.join(scratch, 'out');
await compile({
  project,
  outdir: built,
  outputStructure: 'locale-modules',
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
});

/**
 * Paraglide's module of a language holds every message: a bundler puts a module in one chunk, so every page would load
 * the words of every other page that share its chunks. Split per namespace (`<locale>/<namespace>.js`, behind a
 * `<locale>/index.js` that re-exports them), each namespace's words go where its content module's went before.
 */
// Paraglide gives a key with capitals a lower-case name of its own (`home_heroHeadline` -> `home_heroheadline1`) and
// exports it under the key from its index: the split modules name each message by its key.
const index = await readFile(path.join(built, 'messages', '_index.js'), 'utf8');
const keyOf = new Map([...index.matchAll(/^export \{ (\w+) as "(\w+)" \}/gm)].map((match) => [match[1], match[2]]));
const named = (name) => keyOf.get(name) ?? name;

for (const locale of locales) {
  const source = await readFile(path.join(built, 'messages', `${locale}.js`), 'utf8');
  // Paraglide falls back to the base language for a message a language lacks: here that is an error, not English on a French page.
  const fallbacks = [...source.matchAll(/^export \{([^}]*)\} from/gm)].flatMap((match) => match[1].split(',').map((key) => named(key.trim())));
  if (fallbacks.length) throw new Error(`messages: site/messages/${locale} lacks ${fallbacks.length} message(s): ${fallbacks.join(', ')}`);
  const blocks = source.split(/\n(?=export const )/).slice(1);
  const byNamespace = new Map();
  for (const block of blocks) {
    const name = /^export const (\w+) =/.exec(block)?.[1];
    if (!name) throw new Error(`messages: cannot read a message of ${locale}.js: ${block.slice(0, 80)}`);
    const key = named(name);
    const namespace = key.split('_')[0];
    byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), block.trim().replace(`export const ${name} =`, `export const ${key} =`)]);
  }
  if (/^import /m.test(source)) throw new Error(`messages: ${locale}.js imports a helper (a plural or a format?); give the split modules its imports`);
  await mkdir(path.join(built, locale));
  for (const [namespace, messages] of byNamespace) {
    await writeFile(path.join(built, locale, `${namespace}.js`), `/* eslint-disable */\n${messages.join('\n\n')}\n`);
  }
  await writeFile(
    path.join(built, locale, 'index.js'),
    `/* eslint-disable */\n${[...byNamespace.keys()].map((namespace) => `export * from './${namespace}.js';`).join('\n')}\n`,
  );
}

/** Every file under `dir`, as paths relative to it. */
async function files(dir) {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

let changed = 0;
const fresh = new Set(await files(built));
for (const file of fresh) {
  const from = path.join(built, file);
  const to = path.join(outdir, file);
  const [a, b] = await Promise.all([readFile(from), existsSync(to) ? readFile(to) : Promise.resolve(undefined)]);
  if (b && a.equals(b)) continue;
  await mkdir(path.dirname(to), { recursive: true });
  await cp(from, to);
  changed++;
}
for (const file of await files(outdir)) {
  if (!fresh.has(file)) {
    await rm(path.join(outdir, file));
    changed++;
  }
}
await rm(scratch, { recursive: true, force: true });
console.log(`messages: ${namespaces.length} namespaces, ${locales.join(' and ')}; ${changed} file(s) of site/src/paraglide updated`);
