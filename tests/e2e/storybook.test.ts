import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { axeViolations, sharedBrowser, openPage } from './support/browser.ts';
import { repoRoot } from './support/server.ts';

const browser = await sharedBrowser();

/**
 * The published Storybook (storybook-static, built by `npm run build-storybook` before the tests)
 * as a designer first meets it: served as static files, opened in Chromium with no saved state.
 */
describe('published Storybook', () => {
  let server: PreviewServer;
  let baseUrl: string;
  beforeAll(async () => {
    server = await preview({
      root: repoRoot,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: path.join(repoRoot, 'storybook-static') },
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    });
    baseUrl = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('opens on the introduction with the component tree in the sidebar', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      const sidebar = page.locator('#storybook-explorer-tree');
      const item = (id: string) => sidebar.locator(`[data-item-id="${id}"]`);
      await item('components').waitFor({ timeout: 30_000 });
      for (const id of ['introduction--docs', 'usage--docs', 'tokens--docs', 'patterns', 'pages', 'components-button', 'components-modal', 'pages-home']) {
        await expect(item(id).count(), `${id} in the sidebar`).resolves.toBe(1);
      }
      await expect(page.getByText('No stories found').count()).resolves.toBe(0);
      // The first entry opens: the introduction, rendered in the preview frame.
      await page.waitForURL(/path=\/docs\/introduction--docs/);
      const frame = page.frameLocator('#storybook-preview-iframe');
      await frame.getByRole('heading', { level: 1, name: 'Orisun UI kit' }).waitFor({ timeout: 30_000 });
      // A component of the tree opens its docs page.
      await item('components-button').click();
      await sidebar.locator('#components-button--docs').click();
      await frame.getByRole('heading', { level: 1, name: 'Button' }).waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it('the EmojiPicker docs page opens on a picker', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/iframe.html?id=components-emojipicker--docs&viewMode=docs`);
      const picker = page.getByRole('dialog', { name: 'Add emoji' });
      await picker.getByRole('grid', { name: 'Frequently Used' }).waitFor({ timeout: 40_000 });
      await expect(picker.count()).resolves.toBe(1);
      // Below its docs heading and button, not under an empty block of the story's canvas height.
      const box = await picker.boundingBox();
      expect(box!.y).toBeLessThan(800);
    } finally {
      await context.close();
    }
  });

  it.each(['introduction', 'getting-started', 'usage', 'tokens'])('the %s docs page passes axe', async (id) => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/iframe.html?id=${id}--docs&viewMode=docs`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      // The docs content; the page-level landmark rules judge Storybook's own frame, not the kit.
      expect(await axeViolations(page, { include: '#storybook-docs', disable: ['landmark-one-main', 'region'] })).toEqual([]);
      if (id === 'getting-started') {
        // The composed example, rendered live below its source.
        await page.getByRole('heading', { level: 2, name: 'Support at a glance' }).waitFor({ timeout: 30_000 });
        await expect(page.getByRole('table', { name: /Every component of @orisun\/ui/ }).count()).resolves.toBe(1);
      }
      if (id === 'tokens') {
        // Live swatches from the tokens: every colour role, light and dark.
        await expect(page.getByRole('img', { name: /^bg\.canvas light: #/ }).count()).resolves.toBe(1);
        await expect(page.getByRole('img', { name: /^tone\.accent\.solid dark: #/ }).count()).resolves.toBe(1);
      }
    } finally {
      await context.close();
    }
  });
});
