import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EmojiPicker } from './EmojiPicker.tsx';
import { buildEmojiDataset, type loadEmojiDataset } from './emojiData.ts';
import type * as emojiData from './emojiData.ts';

// The picker's behaviour is tested on the real data cut to 24 emoji per emojibase group (jsdom is slow
// with all ~1,900 cells); the data tests below load it whole, and the stories run the whole picker in Chromium.
vi.mock('./emojiData.ts', async (importOriginal) => {
  const real = await importOriginal<typeof emojiData>();
  const compact = (await import('emojibase-data/en/compact.json')).default;
  const perGroup = new Map<number, number>();
  const keep = ['thumbs up', 'red heart', 'grinning face with big eyes', 'crying face', 'folded hands', 'thumbs down', 'enraged face', 'party popper', 'rocket', 'pizza'];
  const subset = (compact as unknown as { group?: number; order?: number; unicode: string; label: string; tags?: string[] }[]).filter((e) => {
    if (e.group === undefined) return false;
    const n = perGroup.get(e.group) ?? 0;
    perGroup.set(e.group, n + 1);
    return n < 24 || keep.includes(e.label);
  });
  return { ...real, loadEmojiDataset: vi.fn(() => Promise.resolve(real.buildEmojiDataset(subset))), realLoad: real.loadEmojiDataset };
});
import { expectNoAxeViolations } from '@orisun/test-support/axe';

beforeAll(() => {
  // Radix positions the popover with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

async function openPicker(props: Partial<Parameters<typeof EmojiPicker>[0]> = {}) {
  const onEmojiSelect = vi.fn();
  // The open picker is modal: the page under it takes no pointer events, as in a browser.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <>
      <button type="button">Outside</button>
      <EmojiPicker onEmojiSelect={onEmojiSelect} {...props} />
    </>,
  );
  await user.click(screen.getByRole('button', { name: props.label ?? 'Add emoji' }));
  const dialog = await screen.findByRole('dialog', { name: props.label ?? 'Add emoji' });
  await within(dialog).findByRole('grid', { name: props.recentMode ? 'Recently Used' : 'Frequently Used' });
  return { onEmojiSelect, user, dialog };
}

const cell = (name: string) => within(screen.getByRole('grid', { name: 'Frequently Used' })).getByRole('gridcell', { name });

describe('emoji data', () => {
  it('keeps groups 0-1 and 3-9 in order, without components, skin tones or ungrouped entries', async () => {
    const { realLoad } = (await import('./emojiData.ts')) as unknown as { realLoad: typeof loadEmojiDataset };
    const data = await realLoad();
    expect(data.categories.people[0]!.label).toBe('grinning face');
    expect(data.categories.people.some((e) => e.label.includes('skin tone'))).toBe(false);
    expect(Object.values(data.categories).flat().some((e) => e.label.startsWith('regional indicator'))).toBe(false);
    expect(data.categories.flags.some((e) => e.label === 'flag: Nigeria')).toBe(true);
    const total = Object.values(data.categories).reduce((n, list) => n + list.length, 0);
    expect(total).toBeGreaterThan(1800);
    expect(data.byEmoji.get('👍')?.label).toBe('thumbs up');
  });

  it('builds from any list: sorted by order, unknown groups left out', () => {
    const set = buildEmojiDataset([
      { unicode: 'b', label: 'b', group: 3, order: 2 },
      { unicode: 'a', label: 'a', group: 3, order: 1 },
      { unicode: 'c', label: 'c', group: 2, order: 0 },
    ]);
    expect(set.categories.nature.map((e) => e.label)).toEqual(['a', 'b']);
    expect(set.byEmoji.has('c')).toBe(false);
  });
});

describe('EmojiPicker', () => {
  // First: the data is loaded once per page and kept, so later tests open with it at hand.
  it('shows a spinner while the data loads, says so when it fails, and retries', async () => {
    const data = await import('./emojiData.ts');
    let fail: (reason: unknown) => void = () => {};
    vi.mocked(data.loadEmojiDataset).mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<EmojiPicker onEmojiSelect={() => {}} />);
    expect(data.loadEmojiDataset).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add emoji' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Loading emoji')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Flags' })).toBeDisabled();
    await act(async () => fail(new Error('offline')));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The emoji could not be loaded.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('grid', { name: 'Frequently Used' })).toBeInTheDocument();
    expect(data.loadEmojiDataset).toHaveBeenCalledTimes(2);
  });

  it('the trigger is named by label; the popover lists the categories in order, the quick reactions first', async () => {
    const { dialog } = await openPicker();
    // While open, the rest of the page is hidden from assistive technology (modal).
    expect(screen.getByRole('button', { name: 'Add emoji', hidden: true })).toHaveAttribute('data-component', 'EmojiPicker');
    expect(screen.queryByRole('button', { name: 'Outside' })).toBeNull();
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Frequently Used',
      'Custom Emojis',
      'Smileys & People',
      'Animals & Nature',
      'Food & Drink',
      'Travel & Places',
      'Activities',
      'Objects',
      'Symbols',
      'Flags',
    ]);
    const frequent = within(dialog).getByRole('grid', { name: 'Frequently Used' });
    expect(within(frequent).getAllByRole('gridcell').map((c) => c.textContent)).toEqual(['👍', '❤️', '😃', '😢', '🙏', '👎', '😡']);
    expect(within(frequent).getAllByRole('gridcell').map((c) => c.getAttribute('aria-label'))).toEqual([
      'thumbs up',
      'red heart',
      'grinning face with big eyes',
      'crying face',
      'folded hands',
      'thumbs down',
      'enraged face',
    ]);
    expect(within(dialog).getByText('No custom emojis yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox', { name: 'Search emoji' })).toHaveFocus();
  });

  it('one click chooses, closes and gives focus back to the trigger', async () => {
    const { onEmojiSelect, user } = await openPicker();
    await user.click(cell('folded hands'));
    expect(onEmojiSelect).toHaveBeenCalledWith('🙏');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Add emoji' })).toHaveFocus();
  });

  it('gives focus to the element onEmojiSelect returns (the field the emoji went into), and stays there', async () => {
    const field = document.createElement('textarea');
    field.setAttribute('aria-label', 'Reply');
    document.body.append(field);
    try {
      const { user } = await openPicker({ onEmojiSelect: () => field });
      await user.click(cell('folded hands'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(field).toHaveFocus();
      // No timer of the popover's moves it back to the trigger afterwards.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(field).toHaveFocus();
    } finally {
      field.remove();
    }
  });

  it('Escape and an outside click close it', async () => {
    const { user } = await openPicker();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Add emoji' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add emoji' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Outside', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Add emoji' })).toHaveFocus();
  });

  it('search matches names and keywords, and says when nothing matches', async () => {
    const { user, dialog } = await openPicker();
    await user.type(within(dialog).getByRole('searchbox'), 'pizza');
    const results = within(dialog).getByRole('grid', { name: 'Search results' });
    expect(within(results).getAllByRole('gridcell').map((c) => c.getAttribute('aria-label'))).toContain('pizza');
    expect(within(dialog).getByText(/^\d+ emoji found$/)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'happy');
    expect(within(within(dialog).getByRole('grid', { name: 'Search results' })).getAllByRole('gridcell').length).toBeGreaterThan(3);
    await user.type(within(dialog).getByRole('searchbox'), 'zzzz');
    expect(within(dialog).getByText('No emoji found')).toBeInTheDocument();
    expect(within(dialog).queryByRole('grid')).toBeNull();
  });

  it('Tab moves search → category bar → grid; arrows, Home/End move in the grid; Enter chooses', async () => {
    const { onEmojiSelect, user, dialog } = await openPicker();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Frequently Used' })).toHaveFocus();
    await user.tab();
    expect(cell('thumbs up')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('red heart')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('enraged face')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('thumbs up')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('thumbs up')).toHaveFocus();
    // Custom Emojis is empty: down from the quick reactions goes to Smileys & People.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('aria-label', 'grinning face');
    await user.keyboard('{ArrowDown}');
    const people = within(dialog).getByRole('grid', { name: 'Smileys & People' });
    expect(document.activeElement).toBe(within(people).getAllByRole('gridcell')[8]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cell('thumbs up')).toHaveFocus();
    expect(within(dialog).getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toHaveLength(1);
    // Tab stays in the picker: from the grid back to the search field.
    await user.tab();
    expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    await user.tab({ shift: true });
    expect(cell('thumbs up')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    const flags = within(within(dialog).getByRole('grid', { name: 'Flags' })).getAllByRole('gridcell');
    expect(document.activeElement).toBe(flags.at(-1));
    await user.keyboard('{Control>}{Home}{/Control}{ArrowRight}{Enter}');
    expect(onEmojiSelect).toHaveBeenCalledWith('❤️');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the category bar moves with arrows and jumps to its section, making its first emoji the grid’s tab stop', async () => {
    const { user, dialog } = await openPicker();
    await user.tab();
    await user.keyboard('{End}');
    expect(within(dialog).getByRole('button', { name: 'Flags' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('toolbar', { name: 'Emoji categories' }).querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    await user.tab();
    const symbols = within(within(dialog).getByRole('grid', { name: 'Symbols' })).getAllByRole('gridcell');
    expect(symbols[0]).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('recentMode renames the first category; custom emoji show as images and report :id:', async () => {
    const onCustomEmojiSelect = vi.fn();
    const party = { id: 'orisun-party', label: 'Orisun party', src: 'data:image/png;base64,iVBORw0KGgo=' };
    const { onEmojiSelect, user, dialog } = await openPicker({ recentMode: true, frequent: ['🎉'], custom: [party], onCustomEmojiSelect });
    expect(within(dialog).getByRole('button', { name: 'Recently Used' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Frequently Used')).toBeNull();
    const customCell = within(within(dialog).getByRole('grid', { name: 'Custom Emojis' })).getByRole('gridcell', { name: 'Orisun party' });
    expect(customCell.querySelector('img')).toHaveAttribute('width', '64');
    await user.type(within(dialog).getByRole('searchbox'), 'orisun');
    await user.click(within(dialog).getByRole('gridcell', { name: 'Orisun party' }));
    expect(onEmojiSelect).toHaveBeenCalledWith(':orisun-party:');
    expect(onCustomEmojiSelect).toHaveBeenCalledWith(party);
  });

  it('Enter in the search moves to the first result and never submits a form', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onEmojiSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <EmojiPicker onEmojiSelect={onEmojiSelect} label="Insert emoji" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert emoji' });
    await within(dialog).findByRole('grid', { name: 'Frequently Used' });
    await user.type(within(dialog).getByRole('searchbox'), 'rocket{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toHaveAttribute('aria-label', 'rocket');
  });

  it('has no axe violations, open, and with no search result', async () => {
    const { dialog, user } = await openPicker({ custom: [{ id: 'x', label: 'X', src: 'data:image/png;base64,iVBORw0KGgo=' }] });
    await expectNoAxeViolations(dialog);
    await user.type(within(dialog).getByRole('searchbox'), 'zzzz');
    await expectNoAxeViolations(dialog);
  });
});
