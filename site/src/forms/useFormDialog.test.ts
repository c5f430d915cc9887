import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormDialog } from './useFormDialog.ts';

/** The hook as a dialog uses it, opened or closed by `open`. */
function renderDialog() {
  const returnFocusTo = { current: document.createElement('button') };
  const { result, rerender } = renderHook(
    ({ open }: { open: boolean }) =>
      useFormDialog<{ name: string }>({ open, onOpenChange: vi.fn(), returnFocusTo, autoCloseMs: 60_000, focusFirstField: vi.fn() }),
    { initialProps: { open: true } },
  );
  /** What Radix does once the closed dialog's content has gone: give focus back (`onCloseAutoFocus`). */
  const focusReturns = () => act(() => result.current.contentProps.onCloseAutoFocus(new Event('focusScope.autoFocusOnUnmount')));
  return { result, rerender, focusReturns };
}

describe('useFormDialog', () => {
  it('starts from the form again once an outcome has been seen and the dialog closed', () => {
    const { result, rerender, focusReturns } = renderDialog();
    act(() => result.current.showSuccess());
    expect(result.current.view.kind).toBe('success');
    rerender({ open: false });
    focusReturns();
    expect(result.current.view.kind).toBe('form');
  });

  it('keeps an outcome that arrived while the dialog was closing for the next opening', () => {
    const { result, rerender, focusReturns } = renderDialog();
    rerender({ open: false });
    // The reply lands between the close and Radix's focus return (a timer, or the closing animation).
    act(() => result.current.showError({ name: 'Ada' }, new Error('offline')));
    focusReturns();
    expect(result.current.view).toMatchObject({ kind: 'error', sent: { name: 'Ada' } });
    rerender({ open: true });
    expect(result.current.view.kind).toBe('error');
  });
});
