import { describe, expect, it } from 'vitest';
import { answerMemory } from './memo.ts';

/** A load that answers `value` when `finish()` is called, counting how often it ran. */
function slowLoads() {
  const pending: (() => void)[] = [];
  let runs = 0;
  return {
    load: (value: string) => () =>
      new Promise<string>((resolve) => {
        runs += 1;
        pending.push(() => resolve(value));
      }),
    finish: () => pending.splice(0).forEach((done) => done()),
    get runs() {
      return runs;
    },
  };
}

describe('answerMemory', () => {
  it('remembers an answer for its seconds by its clock, and shares a load under way', async () => {
    let now = 0;
    const memory = answerMemory(() => 2, () => now);
    const loads = slowLoads();
    const first = memory.remember('page', loads.load('a'));
    const second = memory.remember('page', loads.load('b'));
    loads.finish();
    expect([await first, await second, loads.runs]).toEqual(['a', 'a', 1]);
    now = 1_999;
    expect(await memory.remember('page', async () => 'c')).toBe('a');
    now = 2_000;
    expect(await memory.remember('page', async () => 'd')).toBe('d');
  });

  it('does not keep an answer whose load was under way when a write was committed', async () => {
    const memory = answerMemory(() => 60);
    const loads = slowLoads();
    const before = memory.remember('page', loads.load('read before the write'));
    memory.forget();
    loads.finish();
    expect(await before).toBe('read before the write');
    expect(await memory.remember('page', async () => 'read after the write')).toBe('read after the write');
  });

  it('does not keep a failed load, and remembers nothing at 0 seconds', async () => {
    let seconds = 60;
    const memory = answerMemory(() => seconds);
    await expect(memory.remember('page', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await memory.remember('page', async () => 'back')).toBe('back');
    seconds = 0;
    expect(await memory.remember('page', async () => 'fresh')).toBe('fresh');
  });
});
