import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The way dependencies point (style.md section 11): tokens -> ui -> site, with the api package (the
 * contract and the company's facts) below both the site and the server, and nothing below the site
 * reading the site. Read from the source's own imports, so a new import that runs back up fails here.
 */
const root = path.resolve(import.meta.dirname, '..');

const sourceFile = /\.(ts|tsx|mts)$/;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    // Not built or generated code: the compiled message catalogs (site/src/paraglide, scripts/messages.mjs) too.
    if (entry === 'node_modules' || entry === 'dist' || entry === 'paraglide' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full));
    else if (sourceFile.test(entry)) out.push(full);
  }
  return out;
}

/** Every module specifier a file imports or re-exports (static and dynamic `import()`). */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

/** The workspace packages, by import name, and where their source lives. */
const workspaces: Record<string, string> = {
  '@orisun/tokens': 'tokens',
  '@orisun/ui': 'packages/ui',
  '@orisun/api': 'packages/api',
  '@orisun/server': 'packages/server',
  '@orisun/site': 'site',
  '@orisun/test-support': 'tests/support',
};

/** The workspace folder a specifier imported from `file` lands in (undefined for third-party packages). */
function targetFolder(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), specifier));
  const name = Object.keys(workspaces).find((w) => specifier === w || specifier.startsWith(`${w}/`));
  return name ? workspaces[name] : undefined;
}

const inside = (relative: string, folder: string) => relative === folder || relative.startsWith(`${folder}/`);

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** Which workspace folders each one may import (besides itself). */
const allowed: Record<string, string[]> = {
  tokens: [],
  'packages/api': [],
  'packages/ui': ['tokens'],
  'packages/server': ['packages/api', 'tokens'],
  site: ['tokens', 'packages/ui', 'packages/api'],
};

describe('dependencies point down', () => {
  for (const [folder, may] of Object.entries(allowed)) {
    it(`${folder} imports only ${may.length ? may.join(', ') : 'itself and third-party packages'}`, () => {
      const wrong: string[] = [];
      for (const file of filesUnder(path.join(root, folder))) {
        for (const specifier of importsOf(file)) {
          const target = targetFolder(file, specifier);
          if (target === undefined || inside(target, folder)) continue;
          const owner = Object.values(workspaces).find((w) => inside(target, w));
          // The test support (tests/support) is any folder's tests' to use, and only its tests' (checked below).
          if (owner === 'tests/support' && isTestFile(file)) continue;
          if (owner && !may.includes(owner)) wrong.push(`${path.relative(root, file)} -> ${specifier}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('only tests import the test support, and by its name (@orisun/test-support), never by a path into tests/', () => {
    const wrong: string[] = [];
    for (const folder of ['tokens', 'packages', 'site', 'stories', 'tests/e2e', 'tests/perf']) {
      for (const file of filesUnder(path.join(root, folder))) {
        for (const specifier of importsOf(file)) {
          const target = targetFolder(file, specifier);
          if (target === undefined || !inside(target, 'tests/support')) continue;
          if (specifier.startsWith('.')) wrong.push(`${path.relative(root, file)} -> ${specifier} (by path)`);
          else if (folder !== 'tests/e2e' && folder !== 'tests/perf' && !isTestFile(file)) wrong.push(`${path.relative(root, file)} -> ${specifier} (not a test)`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no package of packages/ or tokens/ declares a dependency on the site', () => {
    for (const folder of ['tokens', 'packages/ui', 'packages/api', 'packages/server']) {
      const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      const declared = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies };
      expect(Object.keys(declared), folder).not.toContain('@orisun/site');
    }
  });
});

/** Resolves a relative specifier to a file of the tree (with or without its extension, or an index). */
function resolveRelative(file: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(file), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => sourceFile.test(c) && statSync(c, { throwIfNoEntry: false })?.isFile());
}

/** The circles of a graph of imports (file -> the files it imports), each as the files it runs through. */
function findCircles(edges: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return circles;
}

/** The import circles among the source files of one folder (tests and stories left out). */
function circlesIn(folder: string): string[][] {
  const files = filesUnder(path.join(root, folder)).filter((f) => !/\.(test|stories)\.tsx?$/.test(f));
  const edges = new Map(files.map((f) => [f, importsOf(f).filter((s) => s.startsWith('.')).map((s) => resolveRelative(f, s)).filter((t): t is string => t !== undefined)]));
  return findCircles(edges).map((circle) => circle.map((f) => path.relative(root, f)));
}

describe('no import circles', () => {
  it.each(['site/src', 'packages/server/src', 'packages/api/src', 'packages/ui/src', 'tokens/src'])('%s', (folder) => {
    expect(circlesIn(folder)).toEqual([]);
  });

  it('finds a circle when there is one (the checker itself works)', () => {
    // The circle this test was written for: routes -> layout -> its meta hook -> routes.
    const graph = new Map([
      ['routes.tsx', ['layout/SiteLayout.tsx', 'content/brand.ts']],
      ['layout/SiteLayout.tsx', ['layout/useDocumentMeta.ts']],
      ['layout/useDocumentMeta.ts', ['routes.tsx']],
      ['content/brand.ts', []],
    ]);
    expect(findCircles(graph)).toEqual([['routes.tsx', 'layout/SiteLayout.tsx', 'layout/useDocumentMeta.ts', 'routes.tsx']]);
    // And the real routes table resolves its imports the way the circle check reads them.
    const routes = path.join(root, 'site/src/runtime/routes.tsx');
    expect(importsOf(routes).map((s) => resolveRelative(routes, s))).toContain(path.join(root, 'site/src/layout/SiteLayout.tsx'));
  });
});

/**
 * The server's layers, top to bottom. A file may import its own folder and the layers below its own, never one above
 * and never another folder of its own layer:
 * - the entry points: `main.ts` runs the server, `cli/` the commands, `index.ts` is the package's face;
 * - `app.ts` builds the app: every plugin and route registered;
 * - `routes/` are the endpoints: validate with the contract, call the layers below, answer;
 * - `pages/` renders the server's own HTML pages, `auth/` holds accounts, sessions and throttles;
 * - `mail/` writes and sends the mail, `http/` is what every route shares (errors, guards, the form helper, metrics);
 * - `storage/` keeps uploaded files, `static/` serves the built site's files;
 * - `db/` is the schema and every query (the outbox's too), and imports none of the folders above;
 * - `config.ts` and the data folder's lock rest on nothing of the server but the password policy (`ADMIN_PASSWORD`).
 * Tests are left out: a test may reach any layer it exercises.
 */
const serverLayers: readonly (readonly string[])[] = [
  ['main.ts', 'index.ts', 'cli'],
  ['app.ts'],
  ['routes'],
  ['pages', 'auth'],
  ['mail', 'http'],
  ['storage', 'static'],
  ['db'],
  ['config.ts', 'lock.ts'],
  ['passwordPolicy.ts'],
];

/** The layer part (a folder or a root file) of a path inside a src folder, e.g. `db` for `db/outbox.ts`. */
const layerPart = (relative: string) => relative.split('/')[0]!;

/**
 * The imports between layers that point up or sideways, as `from -> to`, given each file's imports already resolved
 * to paths relative to its src folder. Also names a file that sits in no layer.
 */
function layerViolations(imports: ReadonlyMap<string, readonly string[]>, layers: readonly (readonly string[])[]): string[] {
  const rank = new Map(layers.flatMap((parts, i) => parts.map((part) => [part, i] as const)));
  const wrong: string[] = [];
  for (const [file, targets] of imports) {
    const from = rank.get(layerPart(file));
    if (from === undefined) {
      wrong.push(`${file}: in no layer`);
      continue;
    }
    for (const target of targets) {
      if (layerPart(target) === layerPart(file)) continue;
      const to = rank.get(layerPart(target));
      if (to === undefined || to <= from) wrong.push(`${file} -> ${target}`);
    }
  }
  return wrong;
}

/**
 * The source files of a src folder (tests and stories left out: a test may reach any layer it exercises), each with
 * the files of that folder it imports, all as paths relative to the folder.
 */
function importsWithin(folder: string): Map<string, string[]> {
  const src = path.join(root, folder);
  const files = filesUnder(src).filter((f) => !/\.(test|stories)\.tsx?$/.test(f));
  return new Map(
    files.map((f) => [
      path.relative(src, f),
      importsOf(f)
        .filter((s) => s.startsWith('.'))
        .map((s) => resolveRelative(f, s))
        .filter((t): t is string => t !== undefined && inside(path.relative(root, t), folder))
        .map((t) => path.relative(src, t)),
    ]),
  );
}

describe('the server\'s layers point down', () => {
  it(`${serverLayers.map((layer) => layer.join(', ')).join(' -> ')}`, () => {
    const imports = importsWithin('packages/server/src');
    expect(imports.size).toBeGreaterThan(50);
    expect(layerViolations(imports, serverLayers)).toEqual([]);
  });

  it('finds an import that points up or sideways, and a file in no layer (the checker itself works)', () => {
    const imports = new Map([
      ['routes/briefs.ts', ['db/briefs.ts', 'mail/briefs.ts', 'http/forms.ts', 'routes/shared.ts']],
      ['db/outbox.ts', ['mail/outbox.ts', 'db/schema.ts', 'config.ts']],
      ['mail/briefs.ts', ['http/forms.ts', 'db/outbox.ts']],
      ['config.ts', ['auth/passwords.ts']],
      ['helpers/misc.ts', []],
    ]);
    expect(layerViolations(imports, serverLayers)).toEqual([
      'db/outbox.ts -> mail/outbox.ts',
      'mail/briefs.ts -> http/forms.ts',
      'config.ts -> auth/passwords.ts',
      'helpers/misc.ts: in no layer',
    ]);
  });
});

/**
 * The site's layers (site/src), top to bottom, by the server's rule: a file may import its own folder and the layers
 * below its own, never one above and never another folder of its own layer.
 * - `build/` runs only at build time or in the server: the React app's SSR entry, the islands' SSR entry (also the
 *   server's renderer of a thread's page, `siteRendererFile`), the prerender, the brand images, the downloads' build.
 *   It sits above `runtime/` because it renders the route table (and the router's links) that the browser runs;
 * - `runtime/` starts the browser: the React app's and the islands' entries, the route table, the router's links
 *   (`RouterLink`, which reads the table's island pages), the service worker. Only entries import it;
 * - `pages/` holds the pages, each reached through the route table (which loads them by a glob) and the islands;
 * - `layout/` frames every page (header, footer, the document's meta: the route handles and the SEO tags the prerender
 *   also writes); `forms/` is what every form shares. Pages use both; neither uses the other;
 * - `islands/` is the island element, its ids and its loaders (and the islands' Preact `react`); `app/` is `Providers`,
 *   the boundary that holds server data. The layout's islands and the forms' providers sit on them;
 * - `api/` is the TanStack Query hooks over the calls (`api/client/`); `downloads/` makes the files of the press
 *   downloads and renders PNGs (the build's brand images use it too). Both rest on nothing of the site but the copy;
 * - `content/` is the copy, typed, and imports nothing of the site but the language;
 * - `i18n/` is the build's language (docs/adr/0032-french-under-fr.md): which pages exist in French, their paths, the
 *   kit's words. It imports nothing of the site.
 */
const siteLayers: readonly (readonly string[])[] = [
  ['build'],
  ['runtime'],
  ['pages'],
  ['layout', 'forms'],
  ['islands', 'app'],
  ['api', 'downloads'],
  ['content'],
  ['i18n'],
];

describe('the site\'s layers point down', () => {
  it(`${siteLayers.map((layer) => layer.join(', ')).join(' -> ')}`, () => {
    const imports = importsWithin('site/src');
    expect(imports.size).toBeGreaterThan(100);
    expect(layerViolations(imports, siteLayers)).toEqual([]);
  });

  it('finds an import that points up or sideways, and a file in no layer (the checker itself works)', () => {
    // The circles between folders this check was written for, and a same-layer import.
    const imports = new Map([
      ['runtime/entry-client.tsx', ['runtime/RouterLink.tsx', 'pages/Home/index.tsx', 'layout/seo.ts']],
      ['layout/useDocumentMeta.ts', ['runtime/routeHandle.ts', 'layout/seo.ts']],
      ['forms/SubscribeForm.tsx', ['app/Providers.tsx', 'layout/SiteHeader.tsx', 'content/forms.ts']],
      ['api/forum.ts', ['app/api/index.ts', 'api/queryKeys.ts']],
      ['downloads/art.ts', ['build/png.ts', 'content/brand.ts']],
      ['islands/server.tsx', ['pages/Forum/ThreadArticle.tsx']],
      ['helpers/misc.ts', []],
    ]);
    expect(layerViolations(imports, siteLayers)).toEqual([
      'layout/useDocumentMeta.ts -> runtime/routeHandle.ts',
      'forms/SubscribeForm.tsx -> layout/SiteHeader.tsx',
      'api/forum.ts -> app/api/index.ts',
      'downloads/art.ts -> build/png.ts',
      'islands/server.tsx -> pages/Forum/ThreadArticle.tsx',
      'helpers/misc.ts: in no layer',
    ]);
  });
});
