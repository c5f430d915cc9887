import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { darkColors, lightColors } from '@orisun/tokens/values';
import { axeViolations, launchBrowser, waitForAnimations } from '../e2e/support/browser.ts';
import { consumerLockfile } from './lockfile.ts';

/**
 * The kit as another developer gets it: both packages packed with `npm pack` (from their built `dist/`,
 * scripts/build-kit.mjs), checked by publint and Are the Types Wrong, installed into a new Vite + React app in a
 * temporary folder outside the workspace (offline, from the npm cache that installed this workspace), built with
 * Vite alone (no vanilla-extract plugin) and opened in Chromium.
 */
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const work = mkdtempSync(path.join(os.tmpdir(), 'orisun-kit-consumer-'));
const app = path.join(work, 'app');
const packs = path.join(work, 'packs');
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
const tarballs: Record<'tokens' | 'ui', string> = { tokens: '', ui: '' };

let typecheck = '';
let server: Server;
let origin = '';
let browser: Browser;

/** `dist/` of both packages, built now if `npm run build:kit` has not run (a test run on its own). */
async function builtKit() {
  if (existsSync(path.join(root, 'tokens/dist/index.js')) && existsSync(path.join(root, 'packages/ui/dist/index.js'))) return;
  await run(process.execPath, [path.join(root, 'scripts/build-kit.mjs')], { cwd: root });
}

/** Serves the app's built files, as any static host would. */
function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
  const files = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, name.endsWith('/') ? `${name}index.html` : name);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => files.listen(0, '127.0.0.1', () => resolve(files)));
}

beforeAll(async () => {
  await builtKit();
  mkdirSync(packs, { recursive: true });
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', packs, '-w', '@orisun/tokens', '-w', '@orisun/ui'], { cwd: root });
  for (const packed of JSON.parse(stdout) as { name: string; filename: string }[]) {
    tarballs[packed.name === '@orisun/ui' ? 'ui' : 'tokens'] = path.join(packs, packed.filename);
  }
  cpSync(path.join(import.meta.dirname, 'app'), app, { recursive: true });
  // The composed example of Storybook's "Getting started", the same file.
  cpSync(path.join(root, 'stories/docs/SupportAtAGlance.tsx'), path.join(app, 'src/SupportAtAGlance.tsx'));
  const version = (name: string) => rootManifest.devDependencies[name]!;
  const dependencies = {
    '@orisun/tokens': `file:${path.relative(app, tarballs.tokens)}`,
    '@orisun/ui': `file:${path.relative(app, tarballs.ui)}`,
    react: version('react'),
    'react-dom': version('react-dom'),
  };
  const devDependencies = {
    vite: version('vite'),
    '@vitejs/plugin-react': version('@vitejs/plugin-react'),
    typescript: version('typescript'),
    '@types/react': version('@types/react'),
    '@types/react-dom': version('@types/react-dom'),
  };
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'kit-consumer', private: true, type: 'module', dependencies, devDependencies }, null, 2));
  const tarballsByName = { '@orisun/tokens': tarballs.tokens, '@orisun/ui': tarballs.ui };
  const lock = consumerLockfile({ name: 'kit-consumer', dependencies, devDependencies, tarballs: tarballsByName, appDir: app });
  writeFileSync(path.join(app, 'package-lock.json'), JSON.stringify(lock, null, 2));
  await run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: app, maxBuffer: 16 << 20 });
  // The app's own type check, against the packages' declarations as installed (tsconfig.json of the app).
  typecheck = await run(process.execPath, [path.join(app, 'node_modules/typescript/bin/tsc'), '-p', app], { cwd: app }).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
  await run(process.execPath, [path.join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: app,
    maxBuffer: 16 << 20,
    // As the app's own `npm run build` would: not Vitest's NODE_ENV=test, which builds React's development code.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  server = await serve(path.join(app, 'dist'));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (!process.env.KEEP_KIT_CONSUMER) rmSync(work, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it('publint finds nothing to say about either', async () => {
    for (const tarball of Object.values(tarballs)) {
      const data = readFileSync(tarball);
      const { messages, pkg } = await publint({ pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) }, level: 'suggestion' });
      expect(messages.map((message) => formatMessage(message, pkg)), path.basename(tarball)).toEqual([]);
    }
  });

  it('Are the Types Wrong finds no problem in their types for ESM consumers', async () => {
    const attw = path.join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js');
    for (const tarball of Object.values(tarballs)) {
      // ES modules only (node16 from CommonJS and node10 are not supported, as the manifest says); the CSS files
      // have no types to check.
      const args = [attw, tarball, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css', './package.json', '--format', 'table', '--no-color'];
      const result = await run(process.execPath, args, { cwd: work }).then(
        ({ stdout }) => ({ failed: false, stdout }),
        (error: { stdout: string }) => ({ failed: true, stdout: error.stdout }),
      );
      expect(result.failed, `${path.basename(tarball)}:\n${result.stdout}`).toBe(false);
    }
  });

  it("type-check in the app: its code against the packages' declarations, with the app's own TypeScript", () => {
    expect(typecheck).toBe('');
  });

  it('ship built files and types, not tests, and no source the app would have to compile', () => {
    const manifest = JSON.parse(readFileSync(path.join(app, 'node_modules/@orisun/ui/package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.private).toBeUndefined();
    expect(manifest.peerDependencies).toMatchObject({ react: expect.any(String), 'react-dom': expect.any(String) });
    expect(existsSync(path.join(app, 'node_modules/@orisun/ui/dist/index.d.ts'))).toBe(true);
    expect(existsSync(path.join(app, 'node_modules/@orisun/ui/src/Button/Button.test.tsx'))).toBe(false);
  });
});

/** The colour `css` computes to in this page, as the browser writes it (rgb(...)). */
const computedColour = (page: Page, css: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('div');
    probe.style.color = value;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, css);

describe('an app built on the kit with Vite alone', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`renders Button, Modal, Tabs, Accordion, Toast and TicketCard in ${mode} mode with the tokens' colours and no axe violation`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: mode });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${origin}/?mode=${mode}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Support at a glance' }).count()).toBe(1);

      const roles = mode === 'light' ? lightColors : darkColors;
      const canvas = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const text = await page.evaluate(() => getComputedStyle(document.documentElement).color);
      expect(canvas).toBe(await computedColour(page, roles.bg.canvas));
      expect(text).toBe(await computedColour(page, roles.fg.default));
      // A component's own rules apply too: the solid button is filled with the accent tone, not the browser's grey.
      const button = page.getByRole('button', { name: 'Save settings' });
      expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(await computedColour(page, roles.tone.accent.solid));
      expect(await axeViolations(page)).toEqual([]);

      // The ticket is open in the first tab; the second tab and the accordion answer the keyboard.
      await expect.poll(() => page.getByRole('heading', { level: 2, name: /Invoice for October missing/ }).count()).toBe(1);
      await page.getByRole('tab', { name: 'Resolved' }).click();
      await expect.poll(() => page.getByText('No resolved tickets this week.').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'When does support answer?' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText('Monday to Friday, 8:00 to 18:00 West Africa Time.').isVisible()).toBe(true);

      // A toast, then the dialog: each announced, styled and free of violations.
      await button.click();
      await expect.poll(() => page.getByRole('region', { name: /Notifications/ }).getByText('Settings saved').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Send a brief' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send a project brief' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await waitForAnimations(page);
      expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(await computedColour(page, roles.bg.raised));
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('loads only what a page that imports Button alone uses: no emoji data, no TicketCard', async () => {
    const manifest = JSON.parse(readFileSync(path.join(app, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;
    const reachable = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) reachable(next, seen);
      return seen;
    };
    const filesOf = (entry: string) => [...reachable(entry)].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
    const text = (files: string[]) => files.map((file) => readFileSync(path.join(app, 'dist', file), 'utf8')).join('\n');
    const buttonPage = text(filesOf('button.html'));
    const fullPage = text(filesOf('index.html'));
    // The full page holds TicketCard's words, so their absence below is the bundler leaving them out.
    expect(fullPage).toContain('No responses yet.');
    expect(buttonPage).not.toContain('No responses yet.');
    expect(buttonPage).not.toContain('Original message');
    expect(buttonPage).not.toContain('grinning face');
    expect(buttonPage).not.toContain('emojibase');
    const bytes = Buffer.byteLength(buttonPage);
    console.info(`kit consumer: a page with Button alone loads ${(bytes / 1024).toFixed(1)} KB of script and CSS (minified, uncompressed); the full example ${(Buffer.byteLength(fullPage) / 1024).toFixed(1)} KB`);

    const page = await browser.newPage();
    await page.goto(`${origin}/button.html`);
    const button = page.getByRole('button', { name: 'Send a brief' });
    await expect.poll(() => button.count()).toBe(1);
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(await computedColour(page, lightColors.tone.accent.solid));
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
