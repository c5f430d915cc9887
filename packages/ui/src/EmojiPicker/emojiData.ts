/**
 * The emoji the picker offers, from emojibase-data 17 (English, compact). The data (~570 KB raw) is
 * loaded with a dynamic `import()` the first time a picker opens, so it is its own chunk and a page with
 * a closed picker downloads none of it. Skin-tone variants and the component group (2) are left out.
 */

/** The standard categories, in the order the picker shows them. */
export const emojiCategoryIds = ['people', 'nature', 'food', 'travel', 'activities', 'objects', 'symbols', 'flags'] as const;
export type EmojiCategoryId = (typeof emojiCategoryIds)[number];

/** One emoji as the picker uses it. */
export interface EmojiItem {
  /** The unicode character(s). */
  emoji: string;
  /** Its English name ("grinning face"): the accessible name and what search matches. */
  label: string;
  /** Keywords search also matches ("happy", "smile"). */
  tags: readonly string[];
}

export interface EmojiDataset {
  categories: Record<EmojiCategoryId, EmojiItem[]>;
  /** Every emoji by its character, with and without the variation selector U+FE0F. */
  byEmoji: Map<string, EmojiItem>;
}

/** emojibase group number → picker category (0 smileys and 1 people share one category). */
const groupToCategory: Record<number, EmojiCategoryId | undefined> = {
  0: 'people',
  1: 'people',
  3: 'nature',
  4: 'food',
  5: 'travel',
  6: 'activities',
  7: 'objects',
  8: 'symbols',
  9: 'flags',
};

/** The fields of emojibase's CompactEmoji the picker reads (its own types come from a peer package). */
interface CompactEmoji {
  unicode: string;
  label: string;
  group?: number;
  order?: number;
  tags?: string[];
}

/** Without variation selectors, so "👍" and "👍️" find the same emoji. */
export const emojiKey = (emoji: string) => emoji.replace(/\uFE0F/g, '');

export function buildEmojiDataset(data: readonly CompactEmoji[]): EmojiDataset {
  const categories = Object.fromEntries(emojiCategoryIds.map((id) => [id, [] as EmojiItem[]])) as Record<EmojiCategoryId, EmojiItem[]>;
  const byEmoji = new Map<string, EmojiItem>();
  const sorted = [...data].sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
  for (const entry of sorted) {
    const category = entry.group === undefined ? undefined : groupToCategory[entry.group];
    if (!category) continue;
    const item: EmojiItem = { emoji: entry.unicode, label: entry.label, tags: entry.tags ?? [] };
    categories[category].push(item);
    byEmoji.set(entry.unicode, item);
    byEmoji.set(emojiKey(entry.unicode), item);
  }
  return { categories, byEmoji };
}

let loading: Promise<EmojiDataset> | undefined;

/** Loads (once) and shapes the emoji data; later calls share the first promise. A failed load can be retried. */
export function loadEmojiDataset(): Promise<EmojiDataset> {
  loading ??= import('emojibase-data/en/compact.json').then(
    (module) => buildEmojiDataset(module.default as unknown as CompactEmoji[]),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
