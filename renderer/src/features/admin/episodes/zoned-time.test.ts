import { describe, expect, it } from 'vitest';
import { isoToZoned, zonedToIso } from './zoned-time';

describe('release times in a chosen time zone', () => {
  it.each([
    ['2026-12-01T18:00', 'Asia/Dubai', '2026-12-01T18:00:00+04:00', '2026-12-01T14:00:00.000Z'],
    ['2026-07-01T09:30', 'Europe/London', '2026-07-01T09:30:00+01:00', '2026-07-01T08:30:00.000Z'],
    [
      '2026-01-15T20:00',
      'America/New_York',
      '2026-01-15T20:00:00-05:00',
      '2026-01-16T01:00:00.000Z',
    ],
    ['2026-03-29T12:00', 'UTC', '2026-03-29T12:00:00+00:00', '2026-03-29T12:00:00.000Z'],
  ])('%s in %s is %s', (local, zone, iso, utc) => {
    expect(zonedToIso(local, zone)).toBe(iso);
    expect(new Date(iso).toISOString()).toBe(utc);
    expect(isoToZoned(utc, zone)).toBe(local);
  });

  it('gives null for an empty or malformed time', () => {
    expect(zonedToIso('', 'UTC')).toBeNull();
    expect(zonedToIso('tomorrow', 'UTC')).toBeNull();
  });
});
