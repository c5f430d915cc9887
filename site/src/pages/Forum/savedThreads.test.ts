import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forumLimits } from '@orisun/api';
import { readSavedThreads, savedThreadsKey, setThreadSaved, useSavedThreads } from './savedThreads.ts';

const a = '0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c0001';
const b = '0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c0002';

afterEach(() => localStorage.clear());

describe('saved threads (localStorage)', () => {
  it('saves newest first, once each, and unsaves', () => {
    setThreadSaved(a, true);
    setThreadSaved(b, true);
    setThreadSaved(a, true);
    expect(readSavedThreads()).toEqual([a, b]);
    expect(JSON.parse(localStorage.getItem(savedThreadsKey)!)).toEqual([a, b]);
    setThreadSaved(a, false);
    expect(readSavedThreads()).toEqual([b]);
  });

  it('reads anything else as no saved threads (broken JSON, not a list, not ids)', () => {
    localStorage.setItem(savedThreadsKey, '{broken');
    expect(readSavedThreads()).toEqual([]);
    localStorage.setItem(savedThreadsKey, '{"a":1}');
    expect(readSavedThreads()).toEqual([]);
    localStorage.setItem(savedThreadsKey, JSON.stringify([a, 42, '<script>', a]));
    expect(readSavedThreads()).toEqual([a]);
  });

  it(`keeps at most ${forumLimits.savedMax} (what the Saved tab may ask for)`, () => {
    const many = Array.from({ length: forumLimits.savedMax + 5 }, (_, i) => `0b6a3c1e-5f0e-4c57-9a61-${String(i).padStart(12, '0')}`);
    localStorage.setItem(savedThreadsKey, JSON.stringify(many));
    setThreadSaved(a, true);
    expect(readSavedThreads()).toHaveLength(forumLimits.savedMax);
    expect(readSavedThreads()[0]).toBe(a);
  });

  it('the hook follows changes, from this page and from another tab', () => {
    const { result } = renderHook(() => useSavedThreads());
    expect(result.current.ids).toEqual([]);
    act(() => result.current.setSaved(a, true));
    expect(result.current.isSaved(a)).toBe(true);
    act(() => {
      localStorage.setItem(savedThreadsKey, JSON.stringify([b]));
      window.dispatchEvent(new StorageEvent('storage', { key: savedThreadsKey }));
    });
    expect(result.current.ids).toEqual([b]);
  });
});
