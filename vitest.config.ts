import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import type { BrowserCommandContext } from 'vitest/node';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';
import { sourceResolve } from './scripts/source-condition.ts';

/**
 * Several projects. `npx vitest run` runs them all in one process; one project alone: `npx vitest run --project unit`.
 * Projects: unit, unit-mocked, server, server-pg (when TEST_DATABASE_URL is set), storybook-laptop,
 * storybook-pages-phone, storybook-pages-tablet, e2e.
 *
 * `npm test` runs three Vitest processes side by side: `e2e`; `server-pg`; and the story, `server` and `unit*` projects
 * (tests/test-command.test.ts checks that every project is in exactly one). In one process all the projects run in one
 * group whose Node files (unit, server, server-pg, e2e) share `availableParallelism() - 1` workers, which is one on two
 * cores: the journeys waited behind every unit and server file (in the clean run of c5f6988 those files summed 1,292 s
 * of a 1,474 s run). Split, each process has a Node worker of its own, and the browser projects run beside them. With
 * `server-pg` after the journeys in the e2e process, that process ended last (the clean run of 95e090f: 2,401 s against
 * 2,111), its last minutes on one core; on its own it runs beside the others from the start. (One process cannot run it
 * beside `e2e`: projects of different `maxWorkers`, as `fileParallelism: false` makes e2e's, must be in separate groups,
 * which run one after the other.)
 * The screenshots of the stories tagged `vrt` are taken by the story projects that render them at the phone's or the
 * laptop's width (see afterStory).
 */
const root = import.meta.dirname;
const serverTests = ['packages/server/src/**/*.test.ts'];
/** A server test: a second or two alone; a whole backup took 27 s under the full run's load on a slower machine (CI of d073499). */
const serverTestTimeout = 60_000;

/**
 * Dependencies the browser projects load, pre-bundled up front: otherwise Vite discovers them
 * mid-run and reloads the page, which fails tests on a fresh clone (seen in CI conditions).
 */
const browserDeps = [
  'react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles', '@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/css/functionSerializer',
  '@radix-ui/react-dialog', '@radix-ui/react-accordion', '@radix-ui/react-collapsible', '@radix-ui/react-tabs', '@radix-ui/react-toast',
  '@radix-ui/react-visually-hidden', '@radix-ui/react-label', '@radix-ui/react-slot',
  'lucide-react', 'zod', 'msw', 'msw/browser', 'msw-storybook-addon/csf3', 'storybook/test',
  'react-router-dom', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers/zod',
];

/**
 * A project's first story also waits for its page's modules, which on a fresh clone the browser projects
 * transform at once on two cores (eight of them then): 30 s ran out there (measured: 17-62 s for the first story of each project). On a
 * slower machine (the clean CI run of d073499, load average 18) the emoji picker's first open took 47-61 s.
 */
const browserTestTimeout = 120_000;

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A window larger than the largest story viewport, so Vitest never scales the page down.
    contextOptions: { viewport: { width: 1440, height: 1000 } },
  }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

/**
 * The files below `dirs` (a folder's own files only with `/*` after its name) whose path matches `name` and whose source
 * `keep` accepts, as paths from the root: what the config decides by reading files (tags, `vi.mock`).
 */
const filesOf = (dirs: string[], name: RegExp, keep: (source: string) => boolean): string[] =>
  dirs
    .flatMap((dir) => {
      const top = dir.endsWith('/*');
      const folder = top ? dir.slice(0, -2) : dir;
      return readdirSync(path.join(root, folder), { recursive: !top, encoding: 'utf8' }).map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
    })
    .filter((file) => name.test(file) && keep(readFileSync(path.join(root, file), 'utf8')));

/**
 * The story files that name none of `tags`, for a project that runs only the stories tagged so to leave out. The
 * plugin would load each of them in the browser only to skip all its stories, and in a full run on two cores a file
 * costs about as much as one that runs (the CI run of 6b62fd1: 58 of 94 files in each visual project, 71 in each page
 * one). Tags are written as literals (`tags: ['vrt', ...]`), which is what this reads.
 */
const storiesWithout = (tags: string[]): string[] =>
  filesOf(['stories'], /\.stories\.tsx$/, (source) => !tags.some((tag) => source.includes(`'${tag}'`)));

type Device = 'phone' | 'tablet' | 'laptop';

/**
 * Every story project renders each story once, in light mode, with axe (the a11y addon), and then checks the same
 * visit in dark mode (tests/visual/after-story.ts). A project that renders the stories tagged `vrt` at the phone's or
 * the laptop's width (`screenshots`) also compares each, in both modes, with the committed references
 * (tests/visual/__screenshots__, `<file>-<story>-<light|dark>-<mobile|desktop>-chromium-linux.png`). The story runs
 * with the motion a visitor gets; reduced motion is switched on just before the screenshots (the `reduceMotion`
 * command), so the picture is the still, final one.
 */
const afterStory = (device: Device, screenshots: boolean) => ({
  setupFiles: [path.join(root, 'tests/visual/after-story.ts')],
  provide: { screenshots },
  // Stability needs two identical captures in a row, twice, which under load takes a while for a tall story.
  hookTimeout: 90_000,
  browser: {
    ...browser(),
    commands: {
      /** Turns `prefers-reduced-motion: reduce` on (true) or off for the page the stories render in. */
      reduceMotion: async (context: BrowserCommandContext, reduce: boolean) => {
        await context.page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
      },
    },
    expect: {
      toMatchScreenshot: {
        resolveScreenshotPath: ({ arg, ext, browserName, platform }: { arg: string; ext: string; browserName: string; platform: string }) =>
          path.join(root, 'tests/visual/__screenshots__', `${arg}-${device === 'phone' ? 'mobile' : 'desktop'}-${browserName}-${platform}${ext}`),
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
      },
    },
  },
});

/**
 * One project of story tests: every story (or those tagged one of `tags`) runs as a test, its play function too, in
 * Chromium with axe failing on any violation, at one viewport of .storybook/preview.tsx, in light mode and then dark
 * mode; with `screenshots`, the `vrt` stories among them are also compared with their references.
 */
const storyProject = (options: { name: string; device: Device; tags?: string[]; screenshots?: boolean }): TestProjectInlineConfiguration => ({
  plugins: [
    storybookTest({
      configDir: path.join(root, '.storybook'),
      // The plugin sizes the page from the `viewport` global.
      initialGlobals: { colorMode: 'light', viewport: { value: options.device } },
      ...(options.tags ? { tags: { include: options.tags, exclude: [], skip: [] } } : {}),
    }),
  ],
  optimizeDeps: { include: browserDeps },
  test: {
    name: options.name,
    testTimeout: browserTestTimeout,
    // The story files share one page instead of a fresh iframe each: the preview, the kit and MSW load once per project
    // rather than once per file (measured on the 56 component files: 566 -> 310 s of wall time, 162 -> 46 s of CPU).
    // Each story still mounts into a clean root with its own decorators, loaders and MSW handlers.
    isolate: false,
    ...(options.tags ? { exclude: storiesWithout(options.tags) } : {}),
    ...afterStory(options.device, options.screenshots === true),
  },
});

const unitTests = ['tokens/src/**/*.test.{ts,tsx}', 'packages/ui/src/**/*.test.{ts,tsx}', 'packages/api/src/**/*.test.ts', 'site/src/**/*.test.{ts,tsx}', 'tests/*.test.ts'];

/** The unit test files that call `vi.mock` (found in their source, as `storiesWithout` finds tags). */
const mockingUnitFiles = filesOf(['tokens/src', 'packages/ui/src', 'packages/api/src', 'site/src', 'tests/*'], /\.test\.tsx?$/, (source) => source.includes('vi.mock('));

/**
 * The unit tests in jsdom. Without isolation the files of a worker share one module graph and one jsdom, as the
 * server's and the stories' do: measured alone on two cores, 361 -> 123 s of CPU for the project (each file imported
 * React, the kit and Testing Library and built a jsdom again). Testing Library empties the page after every test, and
 * tests/setup/unit.ts gives each file a new page's body, storage, cookies and address.
 */
const unitProject = ({ name, include = unitTests, exclude = [], isolate }: { name: string; include?: string[]; exclude?: string[]; isolate: boolean }): TestProjectInlineConfiguration => ({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name,
    environment: 'jsdom',
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    isolate,
    setupFiles: ['./tests/setup/unit.ts'],
    // Form tests type with user-event in jsdom: about 1 s alone, but over 5 s while the full
    // run keeps both cores busy with the browser projects (twice that on a slower machine: CI run of d073499).
    testTimeout: 40_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  unitProject({ name: 'unit', exclude: mockingUnitFiles, isolate: false }),
  // The files that replace a module with vi.mock (React by Preact, the emoji data) each get a module graph of their own:
  // in a shared one the replacement would reach the other files, or come too late for its own.
  unitProject({ name: 'unit-mocked', include: mockingUnitFiles, isolate: true }),
  {
    // The files of a worker share one module graph (isolate: false): each no longer imports the server anew, which was
    // about a third of the project's CPU time (measured 4m47-5m23 -> 3m08 of user time). Each file opens its own
    // database (openTestDatabase) and app, and resets the tables in beforeEach.
    test: { name: 'server', environment: 'node', include: serverTests, env: { TEST_DB: 'pglite' }, testTimeout: serverTestTimeout, hookTimeout: 120_000, isolate: false },
  },
  // Every story at laptop width, in light and then dark mode; the `vrt` ones also against their desktop references.
  storyProject({ name: 'storybook-laptop', device: 'laptop', screenshots: true }),
  // The page stories again at a phone's and a tablet's width: a page must work, and pass axe, at every width a visitor
  // brings (the header collapses into a menu below 992 px). At the phone's, the `vrt` stories too, for their mobile
  // references.
  storyProject({ name: 'storybook-pages-phone', device: 'phone', tags: ['page', 'vrt'], screenshots: true }),
  storyProject({ name: 'storybook-pages-tablet', device: 'tablet', tags: ['page'] }),
  {
    // End-to-end: one built site and one real server (global setup: a free port, a temporary DATA_DIR) for every file,
    // driven in one Chromium per worker (sharedBrowser in tests/e2e/support/browser.ts). The files run one after
    // another in one worker without isolation, so the browser is launched once: the journeys share the server's data
    // (accounts, threads), and two files at a time on two cores would also slow each other's timing-bound checks.
    test: {
      name: 'e2e',
      environment: 'node',
      include: ['tests/e2e/**/*.test.ts'],
      globalSetup: ['tests/e2e/support/global-setup.ts'],
      // A journey takes 5-40 s alone; on a slower machine under the full run's load, up to 70 s (CI run of d073499).
      testTimeout: 120_000,
      hookTimeout: 180_000,
      fileParallelism: false,
      isolate: false,
    },
  },
];

// The kit as another developer installs it (tests/kit): packed, installed into a new Vite app outside the workspace,
// built and opened in Chromium. Its own process's time is mostly npm and Vite, so it runs beside server-pg.
projects.push({
  test: { name: 'kit', environment: 'node', include: ['tests/kit/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 },
});

// The server's tests again on the PostgreSQL that TEST_DATABASE_URL names. Without one the project has no files (`npm test`
// runs it with --passWithNoTests), so the script that runs it alone still finds it.
projects.push({
  test: {
    name: 'server-pg',
    environment: 'node',
    include: process.env.TEST_DATABASE_URL ? serverTests : ['no-postgresql-given/**'],
    env: { TEST_DB: 'postgres' },
    testTimeout: serverTestTimeout,
    hookTimeout: 120_000,
    isolate: false,
  },
});

/** Every project builds the kit from its sources (scripts/source-condition.ts), as the site does. */
const readingSources = (project: TestProjectInlineConfiguration): TestProjectInlineConfiguration => ({
  ...project,
  resolve: { ...sourceResolve.resolve },
  ssr: { resolve: { ...sourceResolve.ssrResolve } },
});

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { ...sourceResolve.resolve },
  ssr: { resolve: { ...sourceResolve.ssrResolve } },
  // Vitest 4.1 reads the browser sessions' connect timeout from the root config only (a project's is ignored; default
  // 60 s). On a fresh install the (then eight) browser projects' first pages took longer than that on two cores, and the run
  // stopped them all before their first test (the CI runs of 7b68510 and 6f67b29).
  // Besides the usual output, each process lists what failed in a file that `npm test` prints last (tests/report).
  test: { projects: projects.map(readingSources), reporters: ['default', './tests/report/failure-reporter.ts'], browser: { connectTimeout: 300_000 } },
});
