import { describe, expect, it } from 'vitest';
import { formatCount } from './count.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12_345, '12,345'],
    [999_999, '999,999'],
    [1_000_000, '1,000,000'],
    [123_456_789, '123,456,789'],
    [-4_500, '-4,500'],
  ])('writes %d as %s (thousands grouped with commas, as en-GB writes them)', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });
});
