import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** `prefers-reduced-motion: reduce` on or off for the page (defined in vitest.config.ts). */
    reduceMotion: (reduce: boolean) => Promise<void>;
  }
}

/**
 * After each story tagged `vrt` (and its play function) has run, compare what a person sees with the committed
 * reference, in the same visit. @storybook/addon-vitest puts the composed story (its tags merged from the preview,
 * the meta and the story) on the test's context. Overlays render in a portal, so the whole page body is captured,
 * with reduced motion: the still, final picture.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const story = (context as { story?: { tags?: string[] } }).story;
  if (!story?.tags?.includes('vrt')) return;
  const name = context.task.name.replace(/[^a-zA-Z0-9]+/g, '-');
  const file = context.task.file.name.replace(/^.*\//, '').replace(/\.stories\.tsx?$/, '');
  await commands.reduceMotion(true);
  try {
    // Stability needs two identical captures in a row; with every browser project running at
    // once on a small machine a tall page can take longer than the 5 s default.
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${file}-${name}`, { timeout: 45_000 });
  } finally {
    await commands.reduceMotion(false);
  }
});
