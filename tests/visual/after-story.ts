import { afterEach, expect, inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import axe from 'axe-core';
import { waitForAnimations } from 'storybook/preview-api';
import { colorModeAttribute } from '@orisun/tokens';
import { colourRules, violationLines } from '../support/axe.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** `prefers-reduced-motion: reduce` on or off for the page (defined in vitest.config.ts). */
    reduceMotion: (reduce: boolean) => Promise<void>;
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    /** Whether this project compares the `vrt` stories with their references (vitest.config.ts). */
    screenshots: boolean;
  }
}

/** What @storybook/addon-vitest puts on a story test's context: the composed story (tags merged from preview, meta and story). */
type StoryOnContext = { story?: { tags?: string[]; parameters?: { a11y?: A11yParameters } } };
type A11yParameters = { test?: string; disable?: boolean; options?: axe.RunOptions; config?: axe.Spec; context?: axe.ElementContext };

/** The parts of the preview that are Storybook's own, which the a11y addon leaves out too. */
const storybookParts = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * Axe on the page as the a11y addon runs it after a story (its include, exclude, rules and options; `region` off, as
 * the addon has it for components shown alone), its colour rules alone: the addon has just run every rule on this
 * very DOM in light mode, and dark mode changes nothing but colours (`colourRules`; on the StaffDesk page stories the
 * dark check took 7.3 s with every rule, 5.6 s with these). Fails with each violated rule and its elements.
 */
async function expectNoViolations(a11y: A11yParameters) {
  const own = a11y.context && typeof a11y.context === 'object' && ('include' in a11y.context || 'exclude' in a11y.context) ? (a11y.context as axe.ContextObject) : undefined;
  const include = own ? (own.include ?? document.body) : (a11y.context ?? document.body);
  const exclude = [...storybookParts, ...((own?.exclude as string[] | undefined) ?? [])];
  axe.reset();
  axe.configure({ ...a11y.config, rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] });
  const results = await axe.run({ include, exclude } as axe.ElementContext, { resultTypes: ['violations'], ...a11y.options, runOnly: { type: 'rule', values: colourRules } });
  expect(violationLines(results), 'axe violations in dark mode').toEqual([]);
}

/**
 * After each story and its play function (light mode, with axe run by the a11y addon), the same visit is checked in
 * dark mode: the colour mode flipped on <html>, as the site's toggle does, and axe run again. Dark mode assigns only
 * colours and shadows (tokens/src/themes/theme.css.ts; tests/color-modes.test.ts keeps it so), so the flipped page
 * is the one a visitor in dark mode gets, in the state the play function left it in: one render serves both modes
 * (the clean CI run of dd769b6 spent about 1,100 s of CPU rendering the stories, each once per mode).
 *
 * In a project with `screenshots`, a story tagged `vrt` is also compared with its committed references, one per mode
 * (tests/visual/__screenshots__, `<file>-<story>-<light|dark>-<mobile|desktop>-chromium-linux.png`). Overlays render
 * in a portal, so the whole body is captured, with reduced motion: the still, final picture.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const story = (context as StoryOnContext).story;
  if (!story) return;
  const a11y = story.parameters?.a11y ?? {};
  const checkAxe = a11y.disable !== true && a11y.test !== 'off';
  const shoot = inject('screenshots') && story.tags?.includes('vrt') === true;
  if (!checkAxe && !shoot) return;
  const name = `${context.task.file.name.replace(/^.*\//, '').replace(/\.stories\.tsx?$/, '')}-${context.task.name.replace(/[^a-zA-Z0-9]+/g, '-')}`;
  const root = document.documentElement;
  const mode = root.getAttribute(colorModeAttribute);
  // Colours change at once, not through the components' transitions, so axe and the camera see the final ones.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  // A toast closes itself 3 s after it opens, and under a full run's load these checks take longer than that: the page
  // pauses its toasts, as it does when the visitor's window loses focus (Radix Toast listens for blur), until the end.
  window.dispatchEvent(new Event('blur'));
  if (shoot) await commands.reduceMotion(true);
  try {
    // Stability needs two identical captures in a row; with the browser projects running at once on a small
    // machine a tall page can take longer than the 5 s default.
    if (shoot) await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-light`, { timeout: 45_000 });
    document.head.append(still);
    root.setAttribute(colorModeAttribute, 'dark');
    await waitForAnimations();
    if (checkAxe) await expectNoViolations(a11y);
    if (shoot) await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-dark`, { timeout: 45_000 });
  } finally {
    if (mode === null) root.removeAttribute(colorModeAttribute);
    else root.setAttribute(colorModeAttribute, mode);
    void getComputedStyle(root).color; // the light colours apply before the transitions come back
    still.remove();
    window.dispatchEvent(new Event('focus'));
    if (shoot) await commands.reduceMotion(false);
  }
});
