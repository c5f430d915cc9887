import { describe, expect, it } from 'vitest';
import { postExcerpt, postExcerptMax } from './forumMarkdown.ts';

describe("postExcerpt: a list row's plain start of a post", () => {
  it('keeps the words and drops the marks that make them Markdown', () => {
    const markdown = [
      'Store the **event id** with a _unique_ index and skip `duplicates`:',
      '',
      '- one',
      '- two',
      '',
      '> quoted advice',
      '',
      'See [the docs](https://paystack.com/docs) or https://orisun.software.',
      '',
      '```sql',
      'create unique index on events (id);',
      '```',
    ].join('\n');
    expect(postExcerpt(markdown)).toBe(
      'Store the event id with a unique index and skip duplicates: one two quoted advice See the docs or https://orisun.software. create unique index on events (id);',
    );
  });

  it('is one line however the text breaks, and plain text stays as it is', () => {
    expect(postExcerpt('First line\nsecond line\n\n\nthird paragraph')).toBe('First line second line third paragraph');
    expect(postExcerpt('Glad this exists! 🎉')).toBe('Glad this exists! 🎉');
  });

  it('cuts a long post at a word, within the limit, with an ellipsis; emoji count as one character', () => {
    const long = Array.from({ length: 80 }, (_, i) => `word${i} 👍`).join(' ');
    const excerpt = postExcerpt(long);
    expect([...excerpt].length).toBeLessThanOrEqual(postExcerptMax + 1);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.slice(0, -1)).toMatch(/(👍|word\d+)$/);
    expect(postExcerpt('a'.repeat(300), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
