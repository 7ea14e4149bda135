// A store's days (metrics/rollup.ts), what the roll-up, the visitor salts and the dashboard's periods
// count by: the date an instant falls on in the store's time zone, a date moved by whole days, and the
// instant the store's day begins. Each expected instant comes from the zone's rule in the tz database
// (its offset, and Chile's change of clocks), not from the functions. Seen failing with
// startOfLocalDay's second reading of the offset dropped (the first guess returned): Chile's Sunday
// began at 03:00 UTC.
import { describe, expect, it } from 'vitest';
import { addDays, LAST_TIME_ZONE, localDay, startOfLocalDay } from '../src/metrics/rollup.js';

const begins = (day: string, zone: string) => startOfLocalDay(day, zone).toISOString();

describe('a store’s day', () => {
  it('is the date on its own clock', () => {
    // 22:30 in Buenos Aires (UTC−3) is 01:30 UTC of the next day.
    const evening = new Date('2026-11-28T01:30:00Z');
    expect(localDay(evening, 'America/Argentina/Buenos_Aires')).toBe('2026-11-27');
    expect(localDay(evening, 'UTC')).toBe('2026-11-28');
    // Asked again after another zone: each zone keeps its own format.
    expect(localDay(evening, 'America/Argentina/Buenos_Aires')).toBe('2026-11-27');
    // Kathmandu is UTC+5:45: its 28 November begins at 18:15 UTC of the 27th.
    expect(localDay(new Date('2026-11-27T18:14:59Z'), 'Asia/Kathmandu')).toBe('2026-11-27');
    expect(localDay(new Date('2026-11-27T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-11-28');
  });

  it('moves by whole days across months, leap days and years', () => {
    expect(addDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-11-28', -30)).toBe('2026-10-29');
  });

  it('begins at the local midnight, east and west of UTC', () => {
    expect(begins('2026-11-28', 'UTC')).toBe('2026-11-28T00:00:00.000Z');
    expect(begins('2026-11-28', 'America/Argentina/Buenos_Aires')).toBe('2026-11-28T03:00:00.000Z');
    // Mexico has kept UTC−6 all year since 2022.
    expect(begins('2026-11-28', 'America/Mexico_City')).toBe('2026-11-28T06:00:00.000Z');
    expect(begins('2026-11-28', 'Asia/Kathmandu')).toBe('2026-11-27T18:15:00.000Z');
    // UTC+14, the first day to begin anywhere.
    expect(begins('2026-11-28', 'Pacific/Kiritimati')).toBe('2026-11-27T10:00:00.000Z');
    // The last day to begin: UTC−12.
    expect(LAST_TIME_ZONE).toBe('Etc/GMT+12');
    expect(begins('2026-11-28', LAST_TIME_ZONE)).toBe('2026-11-28T12:00:00.000Z');
  });

  it('begins at the midnight after a change of clocks that falls between midnight UTC and the local one', () => {
    // Chile leaves summer time on the first Sunday of April: at Saturday's 24:00 (UTC−3, 03:00 UTC) its
    // clocks go back to 23:00 (UTC−4), so Sunday 5 April 2026 begins at 04:00 UTC. At midnight UTC Chile
    // is still on UTC−3: with the offset read there alone, the day would begin at 03:00 UTC, an hour
    // of Saturday too early.
    expect(begins('2026-04-05', 'America/Santiago')).toBe('2026-04-05T04:00:00.000Z');
    // The Saturday before: UTC−3 all day.
    expect(begins('2026-04-04', 'America/Santiago')).toBe('2026-04-04T03:00:00.000Z');
  });
});
