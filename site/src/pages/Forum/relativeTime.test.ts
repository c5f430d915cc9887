import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.ts';

const now = new Date('2026-11-25T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const at = (iso: string) => relativeTime(iso, { now, timeZone: 'UTC' });

describe('relative time of a post (docs/product.md §2.13)', () => {
  it('under a minute is "Just now" (and so is a time a little ahead of the clock)', () => {
    expect(at(ago(0))).toBe('Just now');
    expect(at(ago(59))).toBe('Just now');
    expect(at(ago(-30))).toBe('Just now');
  });

  it('under an hour counts minutes, "1 minute" in the singular', () => {
    expect(at(ago(60))).toBe('1 minute ago');
    expect(at(ago(119))).toBe('1 minute ago');
    expect(at(ago(120))).toBe('2 minutes ago');
    expect(at(ago(3599))).toBe('59 minutes ago');
  });

  it('under a day counts hours, "1 hour" in the singular', () => {
    expect(at(ago(3600))).toBe('1 hour ago');
    expect(at(ago(7199))).toBe('1 hour ago');
    expect(at(ago(7200))).toBe('2 hours ago');
    expect(at(ago(86_399))).toBe('23 hours ago');
  });

  it('a day or more is a short month and day this year, with the year for another year', () => {
    expect(at(ago(86_400))).toBe('Nov 24');
    expect(at('2026-01-03T08:00:00.000Z')).toBe('Jan 3');
    expect(at('2025-12-30T08:00:00.000Z')).toBe('Dec 30, 2025');
  });

  it('reads the month and day in the given time zone', () => {
    expect(relativeTime('2026-11-01T23:30:00.000Z', { now, timeZone: 'Africa/Lagos' })).toBe('Nov 2');
    expect(relativeTime('2026-11-01T23:30:00.000Z', { now, timeZone: 'UTC' })).toBe('Nov 1');
  });
});
