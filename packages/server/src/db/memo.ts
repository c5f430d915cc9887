/**
 * Answers remembered for a short while. What many requests read alike (the forum's list for every anonymous
 * reader, the desk's list pages and counters for the staff) costs statements that PostgreSQL would run again for
 * each request; remembered for a few seconds, a burst of reads costs one. The owner forgets everything after each
 * write this process makes (so a writer sees the write at once); another process's writes show within `seconds`.
 */
export type ListMemo = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** A memo that remembers nothing (every read loads). */
export const unremembered: ListMemo = (_key, load) => load();

export interface AnswerMemory {
  remember: ListMemo;
  /** Forgets every answer (after a write: call it once the write is committed). */
  forget(): void;
}

/** At most this many answers are kept; past it, all are forgotten (a burst of distinct keys, e.g. searches). */
const maxAnswers = 1_000;

/**
 * A memory whose answers live `seconds()` seconds by `clock` (milliseconds; the app's own clock, so a test that moves
 * it sees answers expire), read at each load, so a setting changed at run time applies (0: nothing is remembered). A load under way is shared by the reads that ask for it meanwhile, and a failed one is
 * not kept. An entry is made before its load starts, so `forget()` during a load drops it: a load that may have read
 * before a write is never kept past that write.
 */
export function answerMemory(seconds: () => number, clock: () => number = Date.now): AnswerMemory {
  const remembered = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    remember: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      const lifetime = seconds();
      if (lifetime === 0) return load();
      const at = clock();
      const hit = remembered.get(key);
      if (hit && hit.until > at) return hit.value as Promise<T>;
      if (remembered.size >= maxAnswers) remembered.clear();
      // Promise.resolve: a query builder is a thenable that runs again at every await; this runs it once.
      const value = Promise.resolve(load());
      const entry = { until: at + lifetime * 1000, value };
      remembered.set(key, entry);
      value.catch(() => {
        if (remembered.get(key) === entry) remembered.delete(key);
      });
      return value;
    },
    forget: () => remembered.clear(),
  };
}
