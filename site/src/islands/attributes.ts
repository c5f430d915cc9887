/**
 * The attribute on an island's element that names it, the one that carries its props (JSON), and the one that holds
 * its loading strategy when it is not `load` (`visible`, `intent`).
 */
export const islandAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
export const islandLoadAttribute = 'data-island-load';
/** The address of an island's code, which the prerender writes on the island and on each island on intent inside one. */
export const islandSrcAttribute = 'data-island-src';
/** The element around an island on intent (`<Island load="intent">` inside an island), which names it. */
export const islandIntentAttribute = 'data-island-intent';

/** When an island's code loads and it hydrates: as the page loads, once it is on screen, or when the visitor heads for it. */
export type IslandLoad = 'load' | 'visible' | 'intent';
