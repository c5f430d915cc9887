import { describe, expect, it } from 'vitest';
import { formatCount } from './count.ts';

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -4_500])('writes %d as en-GB does', (n) => {
    expect(formatCount(n)).toBe(n.toLocaleString('en-GB'));
  });
});
