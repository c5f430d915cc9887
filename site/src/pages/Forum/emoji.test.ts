import { describe, expect, it, vi } from 'vitest';
import { EmojiTargets, emojiSlotFor, insertAt } from './emoji.ts';

describe('where a chosen emoji goes (docs/product.md §2.13)', () => {
  it('the edit text if an edit is open, else the open reply, else the new thread content', () => {
    expect(emojiSlotFor(new Set(['edit', 'reply', 'thread']))).toBe('edit');
    expect(emojiSlotFor(new Set(['reply', 'thread']))).toBe('reply');
    expect(emojiSlotFor(new Set(['thread']))).toBe('thread');
    expect(emojiSlotFor(new Set(['edit', 'thread']))).toBe('edit');
    expect(emojiSlotFor(new Set())).toBeNull();
  });

  it('goes in at the caret, replaces a selection, and the caret ends after it', () => {
    expect(insertAt('Hello world', '🎉', 5)).toEqual({ text: 'Hello🎉 world', caret: 7 });
    expect(insertAt('Hello world', '👍', 6, 11)).toEqual({ text: 'Hello 👍', caret: 8 });
    expect(insertAt('Hi', '🙂')).toEqual({ text: 'Hi🙂', caret: 4 });
    expect(insertAt('Hi', '🙂', 99, 120)).toEqual({ text: 'Hi🙂', caret: 4 });
  });

  it('the page puts it into the field the rule picks, at that field caret, and forgets a field once it closes', () => {
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => run());
    const targets = new EmojiTargets();
    const fields = { reply: 'Thanks', thread: 'New idea', edit: 'Old text' };
    const area = (text: string, caret: number, focus = true) => {
      const element = document.createElement('textarea');
      document.body.append(element);
      element.value = text;
      if (focus) element.focus();
      element.setSelectionRange(caret, caret);
      return element;
    };
    const field = (slot: keyof typeof fields, element: HTMLTextAreaElement | null) => ({
      element: () => element,
      value: () => fields[slot],
      setValue: (text: string) => {
        fields[slot] = text;
      },
    });
    targets.register('thread', field('thread', null));
    const closeReply = targets.register('reply', field('reply', area(fields.reply, 0)));
    expect(targets.insert('👋')).toBe('reply');
    expect(fields.reply).toBe('👋Thanks');
    const closeEdit = targets.register('edit', field('edit', area(fields.edit, 3)));
    expect(targets.insert('✅')).toBe('edit');
    expect(fields.edit).toBe('Old✅ text');
    closeEdit();
    // A field that never had the focus takes it at the end, whatever its (initial) selection says.
    const closeUntouched = targets.register('edit', field('edit', area(fields.edit, 0, false)));
    expect(targets.insert('👀')).toBe('edit');
    expect(fields.edit).toBe('Old✅ text👀');
    closeUntouched();
    closeReply();
    expect(targets.insert('🔥')).toBe('thread');
    expect(fields.thread).toBe('New idea🔥');
    expect(fields.reply).toBe('👋Thanks');
    vi.unstubAllGlobals();
  });
});
