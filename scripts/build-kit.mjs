// The published builds of `@orisun/tokens` and `@orisun/ui`: `npm run build:kit` (both, tokens first) or
// `node scripts/build-kit.mjs ui`. ES modules, one file per source
// module so an app's bundler keeps only what it imports, and the vanilla-extract styles compiled to plain CSS, so an
// app needs no vanilla-extract plugin. The JavaScript imports no CSS (it runs in Node, in tests and in any bundler);
// the CSS comes as files to import:
//   @orisun/tokens/styles.css   the theme's custom properties (light and dark), the reset and the base styles;
//   @orisun/ui/styles.css       the tokens' and every component's: the one stylesheet most apps import;
//   @orisun/ui/css/<Name>.css   one component's own rules, for a page that wants only what it uses (with the tokens').
// Types come from `tsc` (each package's tsconfig.build.json). The site and the tests use the sources instead, through
// the `@orisun/source` export condition (docs/adr/0031-kit-published-from-dist.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import esbuild from 'rollup-plugin-esbuild';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Bare imports stay imports: a package's dependencies are installed beside it, never copied into it. vanilla-extract's
 * own CSS imports (`src/Button/Button.css.ts.vanilla.css?source=…`) look bare but are its to resolve.
 */
const external = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0') && !id.includes('.vanilla.css');

/**
 * The CSS of every vanilla-extract stylesheet of the kit reachable from `entryId`, in import order (depth first, as
 * a bundler would place it): the rules one component needs. The tokens' rules are `@orisun/tokens/styles.css`.
 */
function cssReachableFrom(context, entryId) {
  const seen = new Set();
  const parts = [];
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) return;
    if (info.meta?.css) parts.push(info.meta.css);
    for (const imported of info.importedIds) visit(imported);
  };
  visit(entryId);
  return parts.join('\n');
}

/** Emits `css/<Name>.css` for each component folder (`src/<Name>/index.ts`) of the kit. */
function componentStylesheets(sourceDir) {
  return {
    name: 'orisun-component-stylesheets',
    buildEnd() {
      for (const name of readdirSync(sourceDir)) {
        const entry = path.join(sourceDir, name, 'index.ts');
        if (!/^[A-Z]/.test(name) || !existsSync(entry)) continue;
        const css = cssReachableFrom(this, entry);
        if (css) this.emitFile({ type: 'asset', fileName: `css/${name}.css`, source: css });
      }
    },
  };
}

/**
 * `styles.css` of the kit starts with the tokens' stylesheet (built first), so one import themes and styles it all.
 * The kit's own stylesheets read the tokens' built module (plain class and variable names), so their CSS is not
 * repeated here.
 */
function tokensFirst() {
  return {
    name: 'orisun-tokens-first',
    generateBundle(_options, bundle) {
      const asset = bundle['styles.css'];
      if (!asset || asset.type !== 'asset') throw new Error('build-kit: the kit produced no styles.css');
      const tokens = readFileSync(path.join(root, 'tokens/dist/styles.css'), 'utf8');
      asset.source = `${tokens}\n${asset.source}`;
    },
  };
}

function packageBuild({ dir, input, extractName, extra = [] }) {
  const sourceDir = path.join(root, dir, 'src');
  const outDir = path.join(root, dir, 'dist');
  return {
    input: Object.fromEntries(input.map((name) => [name, path.join(sourceDir, `${name}.ts`)])),
    external,
    treeshake: { moduleSideEffects: (id) => /\.css\.ts$/.test(id) || id.endsWith('.vanilla.css') },
    plugins: [
      vanillaExtractPlugin({ identifiers: 'short', cwd: path.join(root, dir), extract: { name: extractName } }),
      esbuild({ target: 'es2022', jsx: 'automatic', minify: false, sourceMap: false }),
      ...extra.map((make) => make({ sourceDir, outDir })),
    ],
    output: {
      dir: outDir,
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: sourceDir,
      entryFileNames: '[name].js',
      assetFileNames: '[name][extname]',
    },
  };
}

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir, suffix) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith(suffix)).map((name) => path.join(dir, name));
}

/**
 * `tsc` writes the declarations with the sources' import paths (`./Button/index.ts`). TypeScript 5 follows them to the
 * `.d.ts` files, but older versions and other tools that read declarations do not: they name the built files instead
 * (`./Button/index.js`), as any package's declarations do.
 */
function declarationsNameBuiltFiles(outDir) {
  for (const file of filesUnder(outDir, '.d.ts')) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(/(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g, '$1$2$3.js$2');
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

const packages = {
  tokens: packageBuild({ dir: 'tokens', input: ['index', 'values'], extractName: 'styles.css' }),
  ui: packageBuild({
    dir: 'packages/ui',
    input: ['index'],
    extractName: 'styles.css',
    extra: [({ sourceDir }) => componentStylesheets(sourceDir), () => tokensFirst()],
  }),
};
const dirs = { tokens: 'tokens', ui: 'packages/ui' };

const wanted = process.argv.slice(2);
// The kit's stylesheets read the tokens' built module (their class and variable names), so the tokens come first.
if (wanted.includes('ui') && !wanted.includes('tokens') && !existsSync(path.join(root, 'tokens/dist/index.js'))) wanted.unshift('tokens');
for (const name of wanted.length ? wanted : Object.keys(packages)) {
  const config = packages[name];
  if (!config) throw new Error(`build-kit: no package "${name}" (one of ${Object.keys(packages).join(', ')})`);
  const outDir = config.output.dir;
  rmSync(outDir, { recursive: true, force: true });
  const bundle = await rollup(config);
  await bundle.write(config.output);
  await bundle.close();
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, dirs[name], 'tsconfig.build.json')], { stdio: 'inherit' });
  declarationsNameBuiltFiles(outDir);
  process.stdout.write(`build-kit: ${path.relative(root, outDir)} written\n`);
}
