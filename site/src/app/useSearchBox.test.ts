import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSearchBox } from './useSearchBox.ts';

describe('useSearchBox: a search box whose query is in the address', () => {
  it('keeps the letters typed after it sent a search, and follows the address when something else changes it', () => {
    const { result, rerender } = renderHook(({ query }) => useSearchBox(query), { initialProps: { query: '' } });
    act(() => result.current.setText('passw'));
    // Typing paused: the box sends "passw"; the reader types on before the address has it (a slow phone).
    act(() => result.current.sending('passw'));
    act(() => result.current.setText('passwo'));
    rerender({ query: 'passw' });
    expect(result.current.text).toBe('passwo');
    // A tag, a category or Back puts another query in the address: the box shows it.
    rerender({ query: 'webhook' });
    expect(result.current.text).toBe('webhook');
    // Back to the search sent before: not the box's own doing this time.
    rerender({ query: 'passw' });
    expect(result.current.text).toBe('passw');
  });
});
