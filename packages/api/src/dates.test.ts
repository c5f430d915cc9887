import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';

const full = { date: 'full', time: true } as const;
const long = { date: 'long', time: true } as const;
const medium = { date: 'medium', time: true } as const;

describe('formatDateTime', () => {
  it('writes English as the mails always have, in West Africa Time', () => {
    const start = new Date('2027-02-11T14:00:00Z');
    expect(formatDateTime(start, 'en', full)).toBe('Thursday, 11 February 2027 at 15:00');
    expect(formatDateTime(new Date('2026-11-21T08:30:00Z'), 'en', medium)).toBe('21 Nov 2026, 09:30');
    expect(formatDateTime(start, 'en', { date: 'long' })).toBe('11 February 2027');
    expect(formatDateTime(start, 'en', { time: true })).toBe('15:00');
  });

  it('writes French with à, a 24-hour time and a colon', () => {
    expect(formatDateTime(new Date('2027-02-11T14:00:00Z'), 'fr', full)).toBe('jeudi 11 février 2027 à 15:00');
    expect(formatDateTime(new Date('2026-11-27T06:22:00Z'), 'fr', long)).toBe('27 novembre 2026 à 07:22');
    expect(formatDateTime(new Date('2026-11-21T08:30:00Z'), 'fr', medium)).toBe('21 nov. 2026, 09:30');
    expect(formatDateTime(new Date('2026-11-21T14:05:00Z'), 'fr', { time: true })).toBe('15:05');
  });

  it('writes 1er for the first of the month in French, and only then', () => {
    const first = new Date('2026-12-01T10:00:00Z');
    expect(formatDateTime(first, 'fr', { date: 'long' })).toBe('1er décembre 2026');
    expect(formatDateTime(first, 'fr', full)).toBe('mardi 1er décembre 2026 à 11:00');
    expect(formatDateTime(first, 'fr', medium)).toBe('1er déc. 2026, 11:00');
    expect(formatDateTime(first, 'en', { date: 'long' })).toBe('1 December 2026');
    for (const day of [10, 11, 21, 31]) {
      expect(formatDateTime(new Date(Date.UTC(2026, 11, day, 10)), 'fr', { date: 'long' })).toBe(`${day} décembre 2026`);
    }
  });

  it('writes midnight as 00:00, on the day it begins', () => {
    const midnight = new Date('2026-11-30T23:00:00Z');
    expect(formatDateTime(midnight, 'en', long)).toBe('1 December 2026 at 00:00');
    expect(formatDateTime(midnight, 'fr', long)).toBe('1er décembre 2026 à 00:00');
    expect(formatDateTime(midnight, 'fr', { time: true })).toBe('00:00');
  });

  it("is already next year in Lagos when UTC is still on New Year's Eve, unless asked for UTC", () => {
    const at = new Date('2026-12-31T23:30:00Z');
    expect(formatDateTime(at, 'fr', full)).toBe('vendredi 1er janvier 2027 à 00:30');
    expect(formatDateTime(at, 'en', full)).toBe('Friday, 1 January 2027 at 00:30');
    expect(formatDateTime(at, 'fr', { ...long, timeZone: 'UTC' })).toBe('31 décembre 2026 à 23:30');
    expect(formatDateTime(new Date('2027-03-01T09:05:00Z'), 'fr', { ...long, timeZone: 'UTC' })).toBe('1er mars 2027 à 09:05');
  });
});
