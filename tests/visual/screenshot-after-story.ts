import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * After each `vrt` story (and its play function) has run, compare what a person sees with the
 * committed reference. Overlays render in a portal, so the whole page body is captured.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const name = context.task.name.replace(/[^a-zA-Z0-9]+/g, '-');
  const file = context.task.file.name.replace(/^.*\//, '').replace(/\.stories\.tsx?$/, '');
  // Stability needs two identical captures in a row; with every browser project running at
  // once on a small machine a tall page can take longer than the 5 s default.
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${file}-${name}`, { timeout: 45_000 });
});
