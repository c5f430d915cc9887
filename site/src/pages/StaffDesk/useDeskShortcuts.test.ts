import { describe, expect, it } from 'vitest';
import { deskShortcutOf } from './useDeskShortcuts.ts';

const press = (key: string, target: EventTarget | null = document.body, more: Partial<KeyboardEvent> = {}) =>
  deskShortcutOf({ key, target, ctrlKey: false, altKey: false, metaKey: false, repeat: false, defaultPrevented: false, ...more });

const element = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.querySelector('[data-target]') ?? holder.firstElementChild!;
};

describe('deskShortcutOf: which key press is a shortcut of the desk', () => {
  it('maps j k Enter x r n a ? to their shortcuts, and nothing else', () => {
    expect(['j', 'k', 'Enter', 'x', 'r', 'n', 'a', '?'].map((key) => press(key))).toEqual(['next', 'previous', 'open', 'select', 'reply', 'note', 'assignMe', 'help']);
    expect(['J', 'q', ' ', 'Escape', 'toString', 'constructor'].map((key) => press(key))).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('is never a shortcut with Ctrl, Alt or Meta, held down, or already handled', () => {
    for (const more of [{ ctrlKey: true }, { altKey: true }, { metaKey: true }, { repeat: true }, { defaultPrevented: true }]) expect(press('j', document.body, more)).toBeUndefined();
    // Shift makes the ?.
    expect(press('?', document.body, { shiftKey: true })).toBe('help');
  });

  it('is never a shortcut while typing in a field, an editable element, or inside a dialog or menu', () => {
    for (const html of [
      '<input type="text">',
      '<input type="search">',
      '<input>',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true"><span data-target>text</span></div>',
      '<div role="dialog"><button data-target>Close</button></div>',
      '<div role="menu"><div role="menuitem" data-target>Sign out</div></div>',
    ]) {
      expect(press('r', element(html)), html).toBeUndefined();
    }
  });

  it('is a shortcut from a link, a button or a checkbox (j and k move on from a row’s checkbox)', () => {
    for (const html of ['<a href="/x">Row</a>', '<button>Send</button>', '<input type="checkbox">', '<div contenteditable="false"><span data-target>x</span></div>']) {
      expect(press('j', element(html)), html).toBe('next');
    }
  });
});
