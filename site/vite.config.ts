import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { sourceResolve } from '../scripts/source-condition.ts';
import { inlineMessages } from './src/build/inlineMessages.ts';

/**
 * The language of this build (`LOCALE`, English by default; src/i18n): a French build resolves `#locale` and `#messages`
 * (package.json `imports`) to the French modules under the `orisun-fr` condition. Only the pages' server builds and
 * the islands are built per language (the staff screens stay English): the French islands' chunks go beside the
 * English ones in `dist/client/assets` (a chunk with no words in it is the same file for both), the servers' builds
 * in `dist/<build>-fr`.
 */
const buildLocale = process.env.LOCALE ?? 'en';
if (!['en', 'fr'].includes(buildLocale)) throw new Error(`LOCALE=${buildLocale}: the site speaks en and fr`);
/** Where `npm run dev` sends API calls: the real server (`npm start`) by default. */
const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * The API paths of the original spec (docs/adr/0019-http-api-paths-and-errors.md) plus `/api/*`. They share the origin with the pages,
 * so `/contact` is proxied only for non-GET requests (GET /contact is the page).
 */
const apiPaths = ['/api', '/submit-form', '/submit_team-form', '/reservation', '/subscribe', '/support-form', '/threads', '/replies'];

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  apiPaths.map((p) => [`^${p}(?:[/?].*)?$`, { target: apiTarget, changeOrigin: false }]),
);
proxy['^/contact(?:\\?.*)?$'] = {
  target: apiTarget,
  changeOrigin: false,
  bypass: (req) => (req.method === 'GET' || req.method === 'HEAD' ? req.url : undefined),
};

/** The kit parts only the app areas use (the support desk, the staff dashboard and inbox, the forum). */
const appKitParts = 'TicketCard|StatusBadge|UrgencyBadge|Table|Pagination|SearchField|ThreadRow|PostBody|TagInput|EmojiPicker';

/** Source files of the app areas: their page folders (see tests/e2e/budgets.test.ts) and the app-kit parts. */
const appAreaFile = new RegExp(String.raw`^(site/src/pages/(Admin|Support|Dashboard|Forum)[^/]*/|packages/ui/src/(${appKitParts})/)`);

/**
 * The app-kit parts by who loads them up front: the desk's (desk, dashboards), the forum page's (its list), and the
 * forum dialogs' editor parts (the emoji picker with its Radix popover and Floating UI, the tag input), which only the
 * dialogs, loaded on demand, import. One `app-kit` chunk for all of them put the picker, the popover and the desk's
 * table and ticket cards on /forum's first load (about 25 KB brotli).
 */
const appKitGroups = {
  'app-kit': 'TicketCard|StatusBadge|UrgencyBadge|Table|Pagination',
  'app-kit-forum': 'ThreadRow|PostBody|SearchField',
  'app-kit-editor': 'TagInput|EmojiPicker',
} as const;
type AppKitGroup = keyof typeof appKitGroups;

/**
 * The lucide icons (as their module names: `CircleCheck` -> `circle-check`) that only app-area
 * sources import, read from the sources (tests and stories aside), each with the app-kit chunk it goes to: the
 * forum's when a forum source (its page folder or a forum list part) uses it, else the editor's when the emoji
 * picker or the tag input does, else the desk's. In the kit they
 * would cost every marketing page their bytes. An icon the scan misses stays in the kit.
 */
function appOnlyIcons(): Map<string, AppKitGroup> {
  const repo = path.resolve(import.meta.dirname, '..');
  const editorFile = new RegExp(String.raw`^packages/ui/src/(${appKitGroups['app-kit-editor']})/`);
  const forumFile = new RegExp(String.raw`^(site/src/pages/Forum/|packages/ui/src/(${appKitGroups['app-kit-forum']})/)`);
  // An icon's module file from lucide's barrel: aliases live in another icon's file (MessageSquareWarning is
  // message-square-exclamation-point.mjs, SmilePlus face-slightly-smiling-plus.mjs), which the name alone misses.
  const barrel = readFileSync(path.join(repo, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  const iconFiles = new Map<string, string>();
  for (const [, names = '', file = ''] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const spec of names.split(',')) {
      const exported = /as\s+(\w+)/.exec(spec)?.[1];
      if (exported) iconFiles.set(exported, file);
    }
  }
  const users = { forum: new Set<string>(), editor: new Set<string>(), app: new Set<string>(), other: new Set<string>() };
  for (const dir of ['site/src', 'packages/ui/src']) {
    for (const file of readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
      const source = `${dir}/${file.split(path.sep).join('/')}`;
      const text = readFileSync(path.join(repo, source), 'utf8');
      for (const [, names = ''] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
        for (const spec of names.split(',')) {
          const name = spec.trim().split(/\s+as\s+/)[0]!;
          if (!name || name.startsWith('type ')) continue;
          const icon = iconFiles.get(name) ?? name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
          if (!appAreaFile.test(source)) users.other.add(icon);
          else (editorFile.test(source) ? users.editor : forumFile.test(source) ? users.forum : users.app).add(icon);
        }
      }
    }
  }
  const groups = new Map<string, AppKitGroup>();
  for (const icon of users.app) if (!users.other.has(icon)) groups.set(icon, 'app-kit');
  for (const icon of users.editor) if (!users.other.has(icon)) groups.set(icon, 'app-kit-editor');
  for (const icon of users.forum) if (!users.other.has(icon)) groups.set(icon, 'app-kit-forum');
  return groups;
}
const appIcons = appOnlyIcons();
const appIconGroup = (id: string) => appIcons.get(/node_modules\/lucide-react\/dist\/esm\/icons\/([\w-]+)\.mjs$/.exec(id)?.[1] ?? '');
const isAppIcon = (id: string) => appIconGroup(id) !== undefined;

/**
 * One `kit` chunk for the small kit pieces most pages use (layout, type, actions, cards, icons,
 * tokens). Left to itself the bundler splits them into a chunk per unique set of importing pages:
 * 25-30 requests of a few hundred bytes each, whose headers alone cost more on a slow link than
 * the code. Widgets only some pages open (Modal, Accordion, Tabs, Toast, fields) still split.
 *
 * All of the kit's CSS but the app areas' parts, the widgets' too, goes into the kit chunk's one
 * stylesheet (74 KB raw, 9 KB brotli), which the prerender inlines into each page's <head>: on Slow 4G a stylesheet
 * request costs a 560 ms round trip before the first paint.
 */
const kitModule = new RegExp(
  [
    String.raw`packages/ui/src/(?!(${appKitParts})/).+\.css\.ts\.vanilla\.css`,
    String.raw`packages/ui/src/(UiProvider|OfflineNotice|Box|Stack|Inline|Grid|Container|Section|PageHero|VisuallyHidden|Icon|Spinner|Text|Heading|Link|Button|Card|Badge|Tag|Fact|EmptyState|LoadError|NoResults|Reveal|SkipLink|NavBar|Ticker|SocialIcon|Avatar|Stat|ProgressBar|Logo|DownloadCard|Field|private)/`,
    String.raw`tokens/src/`,
    String.raw`node_modules/lucide-react/`,
      String.raw`node_modules/@radix-ui/react-(slot|visually-hidden|primitive|compose-refs)/`,
      String.raw`node_modules/@vanilla-extract/(recipes|sprinkles)/`,
  ].join('|'),
);
const kitChunk = {
  name: 'kit',
  test: (id: string) => kitModule.test(id) && !isAppIcon(id),
};

/**
 * The app areas' kit parts (`appKitParts`) and icons, code and CSS, as the `app-kit*` chunks (`appKitGroups`): their
 * CSS stays out of the kit's stylesheet, which every marketing page inlines. They come after the kit group, which
 * takes the parts they share (Card, Badge, ...). The first-load budget test fails a marketing page
 * that loads any of them (tests/e2e/budgets.test.ts).
 */
const appKitChunks = Object.entries(appKitGroups).map(([name, parts]) => {
  const part = new RegExp(String.raw`packages/ui/src/(${parts})/`);
  return {
    name,
    test: (id: string) => part.test(id) || appIconGroup(id) === name,
    // Only those parts: the Radix helpers they share with Modal, Tabs or Select stay where the bundler puts them.
    includeDependenciesRecursively: false,
  };
});

/**
 * One chunk for what the pages with a form dialog (home, team) load up front: the button that fetches
 * the dialog on demand and the dialogs' shared copy. Left to itself the bundler makes two chunks of a few
 * hundred bytes each (one more request per page).
 */
const formTriggersChunk = {
  name: 'form-triggers',
  test: /site\/src\/(forms\/LazyDialogButton\.tsx|content\/forms\.ts)/,
};

/**
 * The company's facts every page reads (name, contacts, offices: `@orisun/api/company`) and the site's
 * brand copy on them, as one chunk. Left to itself the bundler splits them into a chunk per module
 * (brand, company, offices): one request more on every page for a few hundred bytes.
 */
const brandChunk = {
  name: 'brand',
  // With the site's languages (src/i18n: the page's language, its links to the other one), which every page reads too,
  // and in English the offices' helpers (content/officeFacts.ts: a few bytes, the data's own words; in French their
  // words are a chunk of the pages that show an office).
  test: new RegExp(
    String.raw`(packages/api/src/(company/(company|offices)|languages)|site/src/(content/brand|i18n/(index|locales|en|fr)${buildLocale === 'en' ? '|content/officeFacts' : ''}))\.ts`,
  ),
};

/**
 * The forum page's own modules (not its dialogs, which stay lazy chunks, nor the thread's markup only they and the
 * server's thread page use: ThreadArticle.tsx) and its copy and hooks, as the page's one chunk. Left to itself the
 * bundler splits what the page shares with its dialogs (copy, relative time, the hooks) into chunks of a few hundred
 * bytes: more requests on /forum, and a longer preload list in the entry every page loads.
 */
const forumChunk = {
  name: 'Forum',
  test: /site\/src\/(pages\/Forum\/(?![^/]*Dialog|ThreadArticle|PostForms)[^/]+\.tsx?|content\/forum\.ts|api\/forum\.ts)$/,
  // Only those modules: what they import (TanStack Query, the API client, Radix) stays where the bundler puts it.
  includeDependenciesRecursively: false,
};

/**
 * The forum island's own modules as two chunks (islands build): what its list page and a thread's page both run (the
 * view, its address, hooks, copy and calls, the paged lists' query) and what a thread adds (its page and parts, the dialog's too). Left to
 * itself the bundler made 17 chunks of them, several of a few hundred bytes: each request's headers (~0.35 KB) cost a
 * phone more than its code, and the thread's page carried 24 script requests (issue 23). Only these modules: what they
 * import (TanStack Query, the API client, the kit) stays where the bundler puts it, shared with the other islands.
 */
const forumIslandChunks = [
  {
    name: 'Forum',
    test: /(site\/src\/(pages\/Forum\/(ForumView|address|emoji|savedThreads|relativeTime|WhenNear)\.tsx?|content\/forum\.ts|api\/forum\.ts|api\/client\/forum\.ts)|packages\/api\/src\/(schemas\/forumFacts|endpoints\/forumRoutes|routing)\.ts|packages\/ui\/src\/format\/count\.ts|site\/src\/forms\/failureText\.ts|@tanstack\/(query-core|react-query)\/build\/modern\/(infiniteQueryObserver|useInfiniteQuery)\.js|lucide-react\/dist\/esm\/icons\/(bookmark|pin|thumbs-up)\.mjs)$/,
    includeDependenciesRecursively: false,
  },
  {
    name: 'ThreadPage',
    test: /(site\/src\/(pages\/Forum\/(ThreadPage|ThreadParts|ThreadArticle|PostMarks|postForms|postText|FormSlot|ConfirmDelete|OwnPostActions)\.tsx?|api\/(forumModeration|forumOwn)\.ts|content\/forumModeration\.ts)|packages\/ui\/src\/PostBody\/PostBody\.(tsx|css\.ts)|lucide-react\/dist\/esm\/icons\/(flag|share-2|pin-off|chevron-left|chevron-right)\.mjs)$/,
    includeDependenciesRecursively: false,
  },
];

/**
 * The service worker (`src/runtime/sw.ts`, Workbox): its precache is what every marketing page loads up front, the islands'
 * entry with its imports, the kit's stylesheet and the layout's islands (`layoutIsland`, read from the islands' manifest: their build runs
 * first), so installing it costs a visitor no bytes their first page did not already bring. Hashed names need no
 * revision.
 */
const clientDir = path.join(import.meta.dirname, 'dist/client');
/** The islands of every page: the header's and the footer's, `src/layout/*.island.tsx` (keys of the islands' manifest). */
const layoutIsland = /^src\/layout\/[^/]+\.island\.tsx$/;
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/runtime',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/*.{js,css}'],
    dontCacheBustURLsMatching: /-[\w-]{8}\.(js|css)$/,
    manifestTransforms: [
      async (entries) => {
        // Without its manifest the islands' build failed or did not run: say so here rather than hide it behind an ENOENT.
        const file = path.join(clientDir, '.vite/islands-manifest.json');
        if (!existsSync(file)) return { manifest: [], warnings: ['no dist/client/.vite/islands-manifest.json: run the islands build first; nothing to precache'] };
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; name?: string; isEntry?: boolean; imports?: string[] }>;
        const named = new Set<string>();
        const visit = (key: string) => {
          const chunk = manifest[key];
          if (!chunk || named.has(chunk.file)) return;
          named.add(chunk.file);
          for (const imp of chunk.imports ?? []) visit(imp);
        };
        for (const key of Object.keys(manifest)) if (key === 'src/runtime/islands-client.tsx' || layoutIsland.test(key)) visit(key);
        // And the kit's whole stylesheet, which every island page turns on after its first paint (src/runtime/islands-client.tsx).
        const kitStylesheet = /^assets\/kit-[\w-]+\.css$/;
        return { manifest: entries.filter((entry) => named.has(entry.url) || kitStylesheet.test(entry.url)), warnings: [] };
      },
    ],
  },
});

/**
 * The islands' builds (`ISLANDS=client`, `ISLANDS=ssr`; src/islands): the same sources with Preact in place of React
 * (`preact/compat`, about 6 KB brotli instead of React DOM's 57), for the marketing pages, whose only scripts are
 * their islands. The client build runs first and writes `dist/client/assets` with its own manifest (the app's build adds
 * to it); the prerender reads it. CSS is the app build's (the same vanilla-extract class names):
 * the islands' build emits none the pages use.
 */
const islandsBuild = process.env.ISLANDS as 'client' | 'ssr' | undefined;

const localeSuffix = buildLocale === 'en' ? '' : `-${buildLocale}`;
// Each build resolves the language's own modules (`#locale`, `#messages`, and the API's sentences `#apiMessages` and
// events' words `#eventWords`).
const localeConditions = [`orisun-${buildLocale}`];
/** The build's messages without inputs as string literals (src/build/inlineMessages.ts). */
const messages = inlineMessages({ messagesDir: path.join(import.meta.dirname, 'messages'), locale: buildLocale });
const resolveConditions = {
  resolve: { conditions: [...localeConditions, ...sourceResolve.resolve.conditions] },
  ssrResolve: { ...sourceResolve.ssrResolve, conditions: [...localeConditions, ...sourceResolve.ssrResolve.conditions] },
};

/**
 * Every island (src/islands/modules.ts): each `*.island.tsx` under `src/`, by its name. The islands' client build makes
 * each an entry of its own, whose address the prerender writes on the island's element (src/build/prerender.ts).
 */
const islandEntries = Object.fromEntries(
  readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.island.tsx'))
    .map((file) => [path.basename(file, '.island.tsx'), path.join(import.meta.dirname, 'src', file)]),
);
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react$/, replacement: path.join(import.meta.dirname, 'src/islands/react.ts') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

const islandsConfig: UserConfig = {
  root: import.meta.dirname,
  plugins: [messages, vanillaExtractPlugin(), react()],
  resolve: { alias: preactAliases, ...resolveConditions.resolve },
  // Which islands' build this is: in the browser an island on intent takes its code's address from the page (src/islands/intent.tsx).
  define: { 'import.meta.env.ISLANDS': JSON.stringify(islandsBuild) },
  // Everything bundled: a dependency left to Node would import the real React.
  ssr: { noExternal: true, resolve: { ...resolveConditions.ssrResolve } },
  build:
    islandsBuild === 'ssr'
      ? { outDir: `dist/islands-server${localeSuffix}`, emptyOutDir: true, copyPublicDir: false, target: 'node20' }
      : {
          outDir: 'dist/client',
          // The first client build, English (the French islands' and the app's add to it, and its service worker precaches what this one made).
          emptyOutDir: buildLocale === 'en',
          copyPublicDir: false,
          manifest: `.vite/islands-manifest${localeSuffix}.json`,
          assetsDir: 'assets',
          target: 'es2022',
          cssCodeSplit: false,
          rolldownOptions: {
            input: { islands: path.join(import.meta.dirname, 'src/runtime/islands-client.tsx'), ...islandEntries },
            // An island's module keeps its default export, which the islands' client imports (it may export more: the
            // forum's chunks name only their own modules, which needs that).
            preserveEntrySignatures: 'allow-extension',
            // Reading a property has no side effect in this code (no getters that act): the copy a page's island does
            // not use goes, not only its objects but the reads they were built from (`${lagos.street}` of an event's
            // French address, left as a statement otherwise).
            treeshake: { propertyReadSideEffects: false },
            // Preact and the kit's small parts as one chunk each, as in the app's build (`kitChunk`): left to itself the
            // bundler makes a chunk per set of islands that share a module, 17 requests on a page with three islands.
            // The islands' own small shared modules (ids, attributes, parts hydrated later and their wrapper) go with
            // Preact, which every island page loads: three chunks of a few hundred bytes were three requests (issue 23),
            // and HydrateLater alone, shared by the forum's page and its thread page, a fourth on /forum.
            output: { codeSplitting: { groups: [{ name: 'preact', test: /node_modules\/preact\/|site\/src\/islands\/(later|IdScope|attributes|HydrateLater)\.tsx?$/ }, kitChunk, brandChunk, ...forumIslandChunks] } },
          },
        },
};

export default defineConfig(({ isSsrBuild }) => {
  if (islandsBuild) return islandsConfig;
  if (buildLocale !== 'en' && !isSsrBuild) throw new Error(`LOCALE=${buildLocale}: the app's client build is English only (the staff screens); build its pages' server build and the islands per language`);
  return appConfig(isSsrBuild === true);
});

function appConfig(isSsrBuild: boolean): UserConfig {
  return {
    root: import.meta.dirname,
    plugins: [messages, vanillaExtractPlugin(), react(), ...(isSsrBuild ? [] : [serviceWorker])],
    server: { host: '127.0.0.1', port: 5173, proxy },
    // The kit from its sources, not its published build (scripts/source-condition.ts).
    resolve: { ...resolveConditions.resolve },
    // Workspace packages are TypeScript and vanilla-extract source: bundle them into the SSR build.
    ssr: { noExternal: ['@orisun/ui', '@orisun/tokens', '@orisun/api'], resolve: { ...resolveConditions.ssrResolve } },
    build: isSsrBuild
      ? { outDir: `dist/server${localeSuffix}`, emptyOutDir: true, copyPublicDir: false, target: 'node20' }
      : {
          outDir: 'dist/client',
          // After the islands' build (package.json), which empties the folder.
          emptyOutDir: false,
          // The prerender reads it to link each route's CSS and preload its chunk.
          manifest: true,
          assetsDir: 'assets',
          target: 'es2022',
          rolldownOptions: { output: { codeSplitting: { groups: [kitChunk, ...appKitChunks, formTriggersChunk, brandChunk, forumChunk] } } },
        },
  };
}
