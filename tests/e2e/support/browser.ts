import { chromium, type Browser, type BrowserContextOptions, type ConsoleMessage, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colourRules } from '@orisun/test-support/axe';
import { chromiumArgs, chromiumPath } from '@orisun/test-support/chromium';
import { repoRoot } from './server.ts';

/**
 * Debian's Chromium (never a downloaded browser). `launch` gives the browser its own temporary
 * profile, removed on close; every test opens a fresh context.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

let shared: Promise<Browser> | undefined;

/**
 * The e2e worker's one Chromium (`const browser = await sharedBrowser()` at the top of a test file): the first file
 * launches it and every later file of the worker reuses it (the e2e project runs its files one after another in one
 * worker, without isolation: vitest.config.ts). Tests keep their own fresh context each (`openPage`), so nothing a
 * page stores passes from test to test. Playwright closes it when the worker exits; a browser that crashed or was
 * closed is launched again.
 */
export async function sharedBrowser(): Promise<Browser> {
  if (shared) {
    const browser = await shared.catch(() => undefined);
    if (browser?.isConnected()) return browser;
  }
  shared = launchBrowser();
  return shared;
}

export const mobileViewport = { width: 375, height: 720 };
export const desktopViewport = { width: 1280, height: 800 };

let contexts = 0;

/**
 * A client address of its own for each context (in the documentation range 2001:db8::/32, a /48 each): the shared
 * e2e server believes its loopback proxy's `X-Forwarded-For` (`TRUST_PROXY=loopback`, global-setup.ts), so each
 * context is another visitor to its throttles, as two people are. Without it every page of the run was one client,
 * and a file's sign-ins met the throttle left by the file before (6 a minute per address).
 */
function clientAddress(): string {
  contexts += 1;
  return `2001:db8:${contexts.toString(16)}::1`;
}

/**
 * A fresh page in a fresh context (a visitor of its own: `clientAddress`), with every console error/warning and page
 * error recorded (a failed resource with its address, so a test can tell an expected refusal from any other).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    viewport: desktopViewport,
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const { url } = msg.location();
    problems.push(`${msg.type()}: ${msg.text()}${/^Failed to load resource/.test(msg.text()) && url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { context, page, problems };
}

/**
 * Resolves once React has hydrated the prerendered page (the app marks <html> when it has) and the
 * style changes hydration made have settled: hydration enables controls (a form's submit button is
 * disabled until then), which starts their colour transitions, and until the next frame the browser
 * still reports the before-change colours (under load, axe measured the disabled grey of the
 * events newsletter's 'Subscribe' button: 4.09:1 on black). Waits (at most 2 s) for the running
 * clock-driven animations that end to finish, then a frame.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await waitForAnimations(page);
}

/**
 * Waits (at most 2 s) for the page's running clock-driven animations that end (a dialog fading in, a colour
 * transition) to finish, then a frame: axe measures colours as they are painted, mid-fade too.
 */
export async function waitForAnimations(page: Page) {
  await page.evaluate(async () => {
    // Only clock-driven animations that are running and end (not the ticker's loop, a paused one or a scroll-driven one).
    const settling = document
      .getAnimations()
      .filter((animation) => animation.timeline === document.timeline && animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    const finished = Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 2000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

const axeSource = readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) in the page, or in the part matching
 * `include`, with the rules in `disable` off, or only the rules in `only`; returns "rule: targets" lines.
 */
export async function axeViolations(page: Page, options: { include?: string; disable?: string[]; only?: string[] } = {}): Promise<string[]> {
  // evaluate, not an inline <script>: the server's CSP (script-src 'self') would block that.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async ({ include, disable, only }) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document | string, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const rules = Object.fromEntries(disable.map((id) => [id, { enabled: false }]));
    const result = await axe.run(include ?? document, { resultTypes: ['violations'], rules, ...(only ? { runOnly: { type: 'rule', values: only } } : {}) });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, { include: options.include, disable: options.disable ?? [], only: options.only });
  return violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The axe options for a page already checked in light mode and now in `colorScheme`: in dark mode the colour rules
 * alone, the only ones whose outcome can change (`colourRules`).
 */
export const axeAfterSwitch = (colorScheme: 'light' | 'dark') => (colorScheme === 'dark' ? { only: colourRules } : {});

/**
 * Changes the system's colour scheme under a loaded page, as a phone's does at dusk (the pages follow
 * `prefers-color-scheme`), and waits for the colour transitions it starts: until they end, a page reads half-way
 * colours (even with reduced motion their 0.01 ms lasts until the next frame). With `readThrough`, it first scrolls
 * through the page and back as a reader would: Chromium keeps the old colours of what it has not rendered since (the
 * forum's rows off screen, content-visibility: auto), even in getComputedStyle, which axe reads, until it renders
 * them. A full-page screenshot renders everything itself (and scrolling would wake the islands that load near the
 * screen).
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark', { readThrough = false } = {}) {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(async (readThrough) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    if (readThrough) {
      const { scrollX: x, scrollY: y } = window;
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
        window.scrollTo(x, top);
        await frame();
      }
      window.scrollTo(x, y);
    }
    await frame();
    // One transition that ends can start another (an inherited colour).
    const deadline = performance.now() + 5_000;
    for (;;) {
      const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState === 'running');
      if (running.length === 0 || performance.now() > deadline) return;
      await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await frame();
    }
  }, readThrough);
}

/** Presses Tab until the element matching `selector` has focus (at most `max` presses). */
export async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} never received focus`);
}

/** Presses Tab (or Shift+Tab, for a control above the focus) until `target` has focus: a keyboard user's way to a control. */
export async function tabToControl(page: Page, target: Locator, max = 60) {
  const focused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  const above = await target.evaluate((el) => {
    const active = document.activeElement;
    return !!active && active !== document.body && !!(el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(above ? 'Shift+Tab' : 'Tab');
    if (await focused()) return;
  }
  throw new Error(`${target.toString()} never received focus`);
}

/** The toast region's text `text` (the spec's toasts). */
export const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

/**
 * Waits (up to 5 s) until `target` has focus. A Radix dialog hands focus back in a timer after its content is
 * removed, so right after `waitFor({ state: 'detached' })` the focus may still be on the body for a moment under load
 * (the CI run of 7e5c541 read the body there); the user sees focus land on the button a frame later.
 */
export async function expectFocusOn(target: Locator) {
  await expect.poll(() => target.evaluate((el) => el === document.activeElement).catch(() => false), { timeout: 5_000 }).toBe(true);
}
