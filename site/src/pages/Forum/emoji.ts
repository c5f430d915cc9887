import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Where a chosen emoji goes (docs/product.md §2.13): the edit text if an inline edit is open, else the open reply,
 * else the new thread's content; at the caret of that field (replacing a selection), or at its end when it
 * has never had the focus.
 */
export const emojiSlots = ['edit', 'reply', 'thread'] as const;
export type EmojiSlot = (typeof emojiSlots)[number];

/** The slot the rule picks among the open ones, or `null` when none is open. */
export function emojiSlotFor(open: ReadonlySet<EmojiSlot>): EmojiSlot | null {
  return emojiSlots.find((slot) => open.has(slot)) ?? null;
}

/** `text` with `emoji` put between `start` and `end` (a selection is replaced), and where the caret goes after it. */
export function insertAt(text: string, emoji: string, start = text.length, end = start): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: `${text.slice(0, from)}${emoji}${text.slice(to)}`, caret: from + emoji.length };
}

/** One open field that can take an emoji: its element (for the caret) and how to read and set its text. */
export interface EmojiField {
  element: () => HTMLTextAreaElement | null;
  value: () => string;
  setValue: (text: string) => void;
}

/** The fields open now, by slot: the forum page holds one; each field registers itself while it is shown. */
export class EmojiTargets {
  private readonly fields = new Map<EmojiSlot, EmojiField>();
  /** The fields that have had the focus: only their caret counts (a never-focused textarea says 0). */
  private readonly focused = new WeakSet<EventTarget>();
  private readonly onFocusIn = (event: FocusEvent) => {
    if (event.target) this.focused.add(event.target);
  };

  register(slot: EmojiSlot, field: EmojiField): () => void {
    if (this.fields.size === 0 && typeof document !== 'undefined') document.addEventListener('focusin', this.onFocusIn);
    this.fields.set(slot, field);
    return () => {
      if (this.fields.get(slot) === field) this.fields.delete(slot);
      if (this.fields.size === 0 && typeof document !== 'undefined') document.removeEventListener('focusin', this.onFocusIn);
    };
  }

  /**
   * Puts `emoji` into the field the rule picks, at its caret, with the caret after the emoji; returns the slot it
   * went into, or `null` when no field is open.
   */
  insert(emoji: string): EmojiSlot | null {
    return this.place(emoji)?.slot ?? null;
  }

  /**
   * For an `EmojiPicker`'s `onEmojiSelect`: puts `emoji` where `insert` does and returns the field, which the picker
   * focuses as it closes (the caret stays after the emoji); `null` leaves the focus to the picker's trigger.
   */
  readonly select = (emoji: string): HTMLTextAreaElement | null => this.place(emoji)?.element ?? null;

  private place(emoji: string): { slot: EmojiSlot; element: HTMLTextAreaElement | null } | null {
    const slot = emojiSlotFor(new Set(this.fields.keys()));
    const field = slot && this.fields.get(slot);
    if (!slot || !field) return null;
    const element = field.element();
    const current = field.value();
    const touched = element !== null && this.focused.has(element);
    const { text, caret } = touched
      ? insertAt(current, emoji, element.selectionStart, element.selectionEnd)
      : insertAt(current, emoji, current.length);
    field.setValue(text);
    // A textarea keeps its selection while it has no focus and shows it again when focused.
    element?.setSelectionRange(caret, caret);
    return { slot, element };
  }
}

export const EmojiTargetsContext = createContext<EmojiTargets>(new EmojiTargets());

/** The page's emoji targets (for an `EmojiPicker`'s `onEmojiSelect`). */
export function useEmojiTargets(): EmojiTargets {
  return useContext(EmojiTargetsContext);
}

/** Registers a field as `slot` while the component is shown. */
export function useEmojiField(slot: EmojiSlot, field: EmojiField) {
  const targets = useEmojiTargets();
  const latest = useRef(field);
  useEffect(() => {
    latest.current = field;
  });
  useEffect(
    () =>
      targets.register(slot, {
        element: () => latest.current.element(),
        value: () => latest.current.value(),
        setValue: (text) => latest.current.setValue(text),
      }),
    [targets, slot],
  );
}
