/** The attribute on an island's element that names it, and the one that carries its props (JSON). */
export const islandAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
