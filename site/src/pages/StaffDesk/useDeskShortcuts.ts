import { useEffect, useRef } from 'react';

/** The desk's single-key shortcuts (the copy and the dialog: `staffWorkspace.shortcuts.keys`). */
export const deskShortcuts = ['next', 'previous', 'open', 'select', 'reply', 'note', 'assignMe', 'help'] as const;
export type DeskShortcut = (typeof deskShortcuts)[number];

const byKey: Record<string, DeskShortcut> = { j: 'next', k: 'previous', Enter: 'open', x: 'select', r: 'reply', n: 'note', a: 'assignMe', '?': 'help' };

/** Inputs one types in (a checkbox or a button is not: j and k still move from a row's checkbox). */
const textInput = 'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):not([type=reset])';

/** Where a key is the person's typing, never a shortcut: a field, an editable element, or an open dialog or menu. */
const typingOrElsewhere = (target: EventTarget | null) =>
  target instanceof Element &&
  (target.closest(`${textInput}, textarea, select, [contenteditable]:not([contenteditable="false"])`) !== null ||
    target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null);

/**
 * The shortcut a key press asks for, or undefined: one of `j k Enter x r n a ?` (Gmail's, Zammad's and Help Scout's
 * keys), never with Ctrl, Alt or Meta (the browser's and the screen reader's), never repeated by a held key, never while
 * typing in a field, and not once something else handled the key. Shift only makes the `?`.
 */
export function deskShortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'repeat' | 'defaultPrevented' | 'target'>): DeskShortcut | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey || event.repeat || event.defaultPrevented) return undefined;
  if (typingOrElsewhere(event.target)) return undefined;
  return Object.hasOwn(byKey, event.key) ? byKey[event.key] : undefined;
}

/** What a shortcut does; return `false` when it did nothing, so the key keeps its usual meaning (Enter on a button). */
export type DeskShortcutHandlers = Partial<Record<DeskShortcut, () => boolean | void>>;

/**
 * Listens for the desk's shortcuts on the document while mounted and runs `handlers` (the latest ones: they may change
 * every render). A handled key is not passed on (no `r` typed into the box it focuses).
 */
export function useDeskShortcuts(handlers: DeskShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = deskShortcutOf(event);
      const handler = shortcut && latest.current[shortcut];
      if (!handler) return;
      if (handler() === false) return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/* ── What the desk's shortcuts do to the page ─────────────────────────────────────────── */

const shown = (element: Element) => element.getClientRects().length > 0;

/** The rows of the ticket list on screen (none on a phone while a ticket is open instead). */
const listRows = () => [...document.querySelectorAll<HTMLElement>('[data-part="Rows"] [data-part="Row"]')].filter(shown);

/**
 * `j`/`k`: the focus moves to the next or previous row of the list (the focus ring marks it; Enter opens it, as on
 * any link). From outside the list it starts at the open ticket's row, else the first (or last) row.
 */
export function moveInList(step: 1 | -1): boolean {
  const rows = listRows();
  if (rows.length === 0) return false;
  const active = document.activeElement;
  let at = rows.findIndex((row) => row.closest('li')?.contains(active) ?? false);
  if (at === -1) {
    const open = rows.findIndex((row) => row.getAttribute('aria-current') === 'true');
    at = open === -1 ? (step > 0 ? -1 : rows.length) : open - step;
  }
  const next = rows[Math.min(rows.length - 1, Math.max(0, at + step))]!;
  next.focus();
  next.scrollIntoView?.({ block: 'nearest' });
  return true;
}

/** `x`: the checkbox of the row that has the focus is toggled. */
export function toggleMarkedRow(): boolean {
  const box = document.activeElement?.closest('[data-part="Rows"] li')?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!box) return false;
  box.click();
  return true;
}

/** `r`, `n`, `a`: the element on screen that declares the key (`aria-keyshortcuts`): a field is focused, a button pressed. */
export function activateShortcutTarget(key: string): boolean {
  const target = [...document.querySelectorAll<HTMLElement>(`[aria-keyshortcuts="${key}"]`)].find(shown);
  if (!target) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) target.focus();
  else target.click();
  return true;
}
