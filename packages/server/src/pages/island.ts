import { escape } from 'html-escaper';
import type { SiteRenderer } from '@orisun/api/routing';

// A prerendered page with one of its islands rendered again per request by the built site's own renderer
// (`SiteRenderer.renderIsland`) with props the server read for this request: the forum's list pages, the customer's
// tickets on `/dashboard`. The browser hydrates the island with the same props, so it shows what the HTML shows.

/** The opening tag of an island's element, and its place among the page's islands (its ids are numbered by it). */
function findIsland(html: string, name: string): { start: number; openEnd: number; end: number; index: number; attributes: string } | undefined {
  const open = new RegExp(`<div data-island="${name}"([^>]*)>`).exec(html);
  if (!open) return undefined;
  const start = open.index;
  const openEnd = start + open[0].length;
  const index = (html.slice(0, start).match(/<div data-island="/g) ?? []).length;
  // The element's end: its own `</div>`, counting the divs inside (the renderer escapes every `<` of user text).
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = openEnd;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start, openEnd, end: tag.index + tag[0].length, index, attributes: open[1]! };
  }
  return undefined;
}

/**
 * The code addresses of the islands on intent in an island's prerendered HTML (the sign-in form in `/dashboard`'s
 * signed-out view), as empty templates to keep beside the island once its HTML is replaced: the prerender writes the
 * addresses, the renderer does not, and the island may show that form later (after 'Log out'), when the browser looks
 * for its code on the page (site/src/islands/intent.tsx).
 */
function intentSources(html: string): string {
  return [...html.matchAll(/<div data-island-intent="([^"]+)" data-island-src="([^"]+)"/g)]
    .map(([, name, src]) => `<template data-island-intent="${name}" data-island-src="${src}"></template>`)
    .join('');
}

/**
 * `page` with the island `name` rendered anew with `props` by `renderer`, its props attribute the new ones (the
 * browser hydrates it with them). Undefined when the page has no such island.
 */
export async function withIsland(page: string, name: string, props: object, renderer: SiteRenderer): Promise<string | undefined> {
  const found = findIsland(page, name);
  if (!found) return undefined;
  const inner = await renderer.renderIsland(name, props, found.index);
  const attributes = found.attributes.replace(/ data-island-props="[^"]*"/, '');
  const element = `<div data-island="${name}" data-island-props="${escape(JSON.stringify(props))}"${attributes}>${inner}</div>`;
  return `${page.slice(0, found.start)}${element}${intentSources(page.slice(found.openEnd, found.end))}${page.slice(found.end)}`;
}
