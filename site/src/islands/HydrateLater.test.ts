// The islands' build runs the site's components on Preact (site/vite.config.ts, `preactAliases`): so does this test.
import { vi } from 'vitest';
vi.mock('react', async () => await import('./react.ts'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

import { createElement, hydrate, render, type FunctionComponent } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { HydrateLater as ReactHydrateLater } from './HydrateLater.tsx';
import { hydrateIsland, hydrateLaterParts } from './later.ts';
import { IdScopeProvider, useId } from './react.ts';

/** A row: its name labels it through an id from `useId`, and its button counts presses (only once hydrated). */
/** The component as the islands' build has it: a Preact one (its types are React's). */
const HydrateLater = ReactHydrateLater as unknown as FunctionComponent<{ scope: string }>;
const HydrateLaterWithPage = ReactHydrateLater as unknown as FunctionComponent<{ scope: string; withPage: boolean }>;

const rowRendered = vi.fn();
const Row: FunctionComponent<{ name: string }> = ({ name }) => {
  rowRendered();
  const id = useId();
  const [presses, setPresses] = useState(0);
  return createElement(
    'article',
    { 'aria-labelledby': id },
    createElement('h3', { id }, name),
    createElement('button', { type: 'button', onClick: () => setPresses((n) => n + 1) }, `${name}: ${presses}`),
  );
};

const Title: FunctionComponent = () => createElement('h2', { id: useId() }, 'Threads');
const names = ['Webhooks', 'Offline forms', 'Invoices'];
/** An island: a heading (its own id) and a list of rows, each a part that hydrates later. */
const Island: FunctionComponent = () =>
  createElement(
    IdScopeProvider,
    { prefix: 'i1-' },
    createElement(Title, null),
    createElement(
      'ul',
      null,
      names.map((name, index) => createElement('li', { key: name }, createElement(HydrateLater, { scope: `r${index}` }, createElement(Row, { name })))),
    ),
  );

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const button = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;

/** The island's server HTML in a page, hydrated as `islands-client.tsx` does. */
function hydrated() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(createElement(Island, null));
  // As the browser writes it back (`data-hydrate-later=""`).
  const html = container.innerHTML;
  document.body.append(container);
  hydrateIsland(() => hydrate(createElement(Island, null), container));
  return { html, container };
}

describe('HydrateLater: parts of an island that hydrate after it (src/islands/later.ts)', () => {
  it('keeps the server HTML as it is, rows inert until their turn, then hydrates them all with their ids', async () => {
    const { html, container } = hydrated();
    expect(container.innerHTML).toBe(html);
    rowRendered.mockClear();
    await tick();
    expect(rowRendered).toHaveBeenCalledTimes(0);

    await hydrateLaterParts();
    expect(rowRendered).toHaveBeenCalledTimes(3);
    for (const name of names) button(container, name).click();
    await tick();
    expect(names.map((name) => button(container, name).textContent)).toEqual(['Webhooks: 1', 'Offline forms: 1', 'Invoices: 1']);
    // Each row's ids are its own scope's, as the server gave them, whatever order the rows hydrated in.
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toEqual(['i1-0', 'ir0-0', 'ir1-0', 'ir2-0']);
    expect(container.innerHTML.replaceAll(/: \d/g, '')).toBe(html.replaceAll(/: \d/g, ''));
    container.remove();
  });

  it('hydrates the rows near the screen with the page and each other row as the reader scrolls near it', async () => {
    // The browser's look at the rows: the first is near the screen, the others below it.
    const observers: { callback: IntersectionObserverCallback; targets: Element[]; margin?: string }[] = [];
    class NearFirstRow {
      private readonly watch: { callback: IntersectionObserverCallback; targets: Element[]; margin?: string };
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.watch = { callback, targets: [], margin: options?.rootMargin };
        observers.push(this.watch);
      }
      observe(target: Element) {
        this.watch.targets.push(target);
        if (this.watch.targets.length === 1) queueMicrotask(() => this.report(this.watch.targets, (t) => t.textContent?.startsWith('Webhooks') === true));
      }
      unobserve(target: Element) {
        this.watch.targets = this.watch.targets.filter((t) => t !== target);
      }
      disconnect() {}
      report(targets: Element[], near: (target: Element) => boolean) {
        this.watch.callback(targets.map((target) => ({ target, isIntersecting: near(target) }) as IntersectionObserverEntry), this as never);
      }
    }
    vi.stubGlobal('IntersectionObserver', NearFirstRow);
    try {
      const { container } = hydrated();
      rowRendered.mockClear();
      await hydrateLaterParts();
      expect(observers[0]?.margin).toBe('50% 0px');
      // The page is interactive: the row on screen hydrated, the two below still the server's HTML.
      expect(rowRendered).toHaveBeenCalledTimes(1);
      button(container, 'Webhooks').click();
      await tick();
      expect(button(container, 'Webhooks').textContent).toBe('Webhooks: 1');
      expect(observers[0]!.targets.map((t) => t.querySelector('h3')?.textContent)).toEqual(['Offline forms', 'Invoices']);

      // Scrolled: the second row comes near and hydrates, the third keeps waiting.
      rowRendered.mockClear();
      const watch = observers[0]!;
      new NearFirstRow(watch.callback).report(watch.targets, (t) => t.textContent?.startsWith('Offline forms') === true);
      await tick();
      await tick();
      expect(rowRendered).toHaveBeenCalledTimes(1);
      expect(button(container, 'Offline forms').textContent).toBe('Offline forms: 0');
      expect(watch.targets.map((t) => t.querySelector('h3')?.textContent)).toEqual(['Invoices']);
      // A click on the one still waiting is held, and given again once it hydrated.
      button(container, 'Invoices').click();
      await tick();
      await tick();
      expect(button(container, 'Invoices').textContent).toBe('Invoices: 1');
      container.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hydrates a part far from the screen with the page when the browser\'s own state changes it (withPage)', async () => {
    // No row is near the screen.
    class NothingNear {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => this.callback([{ target, isIntersecting: false } as IntersectionObserverEntry], this as never));
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', NothingNear);
    // The second row is saved in this browser: known once the island has read its storage, after the server's render.
    const Saved: FunctionComponent = () => {
      const [read, setRead] = useState(false);
      useLayoutEffect(() => setRead(true), []);
      return createElement(
        'ul',
        null,
        names.map((name, index) =>
          createElement('li', { key: name }, createElement(HydrateLaterWithPage, { scope: `r${index}`, withPage: read && index === 1 }, createElement(Row, { name }))),
        ),
      );
    };
    try {
      const container = document.createElement('div');
      container.innerHTML = renderToString(createElement(Saved, null));
      document.body.append(container);
      hydrateIsland(() => hydrate(createElement(Saved, null), container));
      rowRendered.mockClear();
      await hydrateLaterParts();
      // The saved row only: hydrated, then rendered with what it is given now; the two others still the server's HTML.
      expect(rowRendered).toHaveBeenCalledTimes(2);
      button(container, 'Offline forms').click();
      expect(button(container, 'Offline forms').textContent).toBe('Offline forms: 0');
      await tick();
      expect(button(container, 'Offline forms').textContent).toBe('Offline forms: 1');
      container.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hydrates a row at once when the reader points at it or moves the focus into it', async () => {
    const { container } = hydrated();
    button(container, 'Invoices').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await tick();
    button(container, 'Invoices').click();
    await tick();
    expect(button(container, 'Invoices').textContent).toBe('Invoices: 1');
    button(container, 'Offline forms').focus();
    await tick();
    button(container, 'Offline forms').click();
    await tick();
    expect(button(container, 'Offline forms').textContent).toBe('Offline forms: 1');
    expect(button(container, 'Webhooks').textContent).toBe('Webhooks: 0');
    await hydrateLaterParts();
    container.remove();
  });

  it('holds a click that comes before the row hydrated and gives it again once it has, once', async () => {
    const { container } = hydrated();
    const followed = vi.fn();
    container.addEventListener('click', (event) => followed(event.defaultPrevented));
    button(container, 'Webhooks').click();
    expect(followed).toHaveBeenCalledTimes(0);
    await tick();
    await tick();
    expect(button(container, 'Webhooks').textContent).toBe('Webhooks: 1');
    expect(followed).toHaveBeenCalledTimes(1);
    await hydrateLaterParts();
    container.remove();
  });

  it('shows what changed while a row waited (Preact keeps attributes as they are when it hydrates)', async () => {
    // The island's own button (hydrated with it) presses every row.
    const Pressable: FunctionComponent = () => {
      const [pressed, setPressed] = useState(false);
      return createElement(
        'div',
        null,
        createElement('button', { type: 'button', id: 'press', onClick: () => setPressed(true) }, 'Press all'),
        createElement(
          'ul',
          null,
          names.map((name, index) =>
            createElement('li', { key: name }, createElement(HydrateLater, { scope: `r${index}` }, createElement('button', { type: 'button', 'aria-pressed': pressed }, name))),
          ),
        ),
      );
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Pressable, null));
    hydrateIsland(() => hydrate(createElement(Pressable, null), container));
    container.querySelector<HTMLButtonElement>('#press')!.click();
    await tick();
    // The island rendered again while its rows waited: they are still the server's HTML.
    expect(container.querySelectorAll('button[aria-pressed="false"]')).toHaveLength(3);
    await hydrateLaterParts();
    expect([...container.querySelectorAll('li button')].map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'true']);
  });

  it('renders its children at once when it is not the island\'s first hydration (a new list, the server)', () => {
    const container = document.createElement('div');
    render(createElement(Island, null), container);
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Webhooks: 0', 'Offline forms: 0', 'Invoices: 0']);
    button(container, 'Invoices').click();
    expect(renderToString(createElement(Island, null))).toContain('Invoices: 0');
  });
});
