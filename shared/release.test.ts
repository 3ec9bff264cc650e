import { describe, expect, it } from 'vitest';
import {
  availableAt,
  countdownUnits,
  isAvailable,
  releaseStatus,
  releaseWindows,
} from './release.js';

const releaseAt = '2026-03-01T12:00:00.000Z';
const day = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(Date.parse(releaseAt) + ms);

describe('the release rule', () => {
  it('opens to the paid tiers at release and to FREE and visitors 7 days later', () => {
    const episode = { releaseAt, requiredTier: 'FREE' as const };
    expect(availableAt(episode, 'SILVER')?.toISOString()).toBe(releaseAt);
    expect(availableAt(episode, 'PLATINUM')?.toISOString()).toBe(releaseAt);
    expect(availableAt(episode, 'FREE')).toEqual(at(7 * day));
    expect(availableAt(episode, null)).toEqual(at(7 * day));
    expect(isAvailable(episode, 'FREE', at(7 * day - 1))).toBe(false);
    expect(isAvailable(episode, 'FREE', at(7 * day))).toBe(true);
  });

  it('never opens below the required tier', () => {
    const episode = { releaseAt, requiredTier: 'GOLD' as const };
    expect(availableAt(episode, 'SILVER')).toBeNull();
    expect(isAvailable(episode, 'SILVER', at(1000 * day))).toBe(false);
    expect(availableAt(episode, 'GOLD')?.toISOString()).toBe(releaseAt);
  });

  it('says early access while only the paid tiers may read, upcoming before the release', () => {
    const episode = { releaseAt, requiredTier: 'FREE' as const };
    expect(releaseStatus(episode, 'FREE', at(-day))).toMatchObject({ kind: 'upcoming' });
    expect(releaseStatus(episode, 'FREE', at(day))).toMatchObject({
      kind: 'early',
      earlyTier: 'SILVER',
      availableAt: at(7 * day),
    });
    expect(releaseStatus(episode, 'GOLD', at(day))).toEqual({ kind: 'out' });
  });

  it('groups the tiers by when they read: the paid tiers at release, FREE after its delay', () => {
    expect(releaseWindows({ releaseAt, requiredTier: 'FREE' })).toEqual([
      { tiers: ['SILVER', 'GOLD', 'PLATINUM'], at: at(0) },
      { tiers: ['FREE'], at: at(7 * day) },
    ]);
    expect(releaseWindows({ releaseAt, requiredTier: 'GOLD' })).toEqual([
      { tiers: ['GOLD', 'PLATINUM'], at: at(0) },
    ]);
  });
});

describe('countdownUnits', () => {
  const now = new Date(0);
  it.each([
    [
      3 * day + 4 * 3600_000,
      [
        [3, 'day'],
        [4, 'hour'],
      ],
    ],
    [day + 30_000, [[1, 'day']]],
    [
      2 * 3600_000 + 5 * 60_000,
      [
        [2, 'hour'],
        [5, 'minute'],
      ],
    ],
    [
      4 * 60_000 + 10_000,
      [
        [4, 'minute'],
        [10, 'second'],
      ],
    ],
    [9_000, [[9, 'second']]],
    [-5_000, [[0, 'second']]],
  ])('splits %i ms into its two largest units', (ms, units) => {
    expect(countdownUnits(new Date(ms), now)).toEqual(units);
  });
});
