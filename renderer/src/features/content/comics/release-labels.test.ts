import { describe, expect, it } from 'vitest';
import { releaseLabels } from './release-labels';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const releaseAt = '2026-05-01T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(releaseAt) + ms);
const episode = { releaseAt, requiredTier: 'FREE' as const };

describe('releaseLabels', () => {
  it('counts a FREE member down to release + 7 days, with early access for SILVER', () => {
    const labels = releaseLabels(episode, 'FREE', at(3 * DAY + 20 * HOUR));
    expect(labels).toEqual({
      headline: 'Free in 3 days 4 hours',
      note: 'Early access for SILVER and above',
      out: false,
      opensAt: at(7 * DAY),
    });
    expect(releaseLabels(episode, null, at(3 * DAY + 20 * HOUR)).headline).toBe(
      'Free in 3 days 4 hours',
    );
  });

  it('says "Out now" once the window has passed, and to paid tiers from the release', () => {
    expect(releaseLabels(episode, 'FREE', at(7 * DAY)).headline).toBe('Out now');
    expect(releaseLabels(episode, 'GOLD', at(0))).toMatchObject({ headline: 'Out now', out: true });
  });

  it('counts a paid member down to the release of an announced episode', () => {
    expect(releaseLabels(episode, 'SILVER', at(-5 * DAY))).toEqual({
      headline: 'Out in 5 days',
      note: undefined,
      out: false,
      opensAt: at(0),
    });
  });

  it('names the tier an episode needs when the reader’s tier never may read it', () => {
    const gold = { releaseAt, requiredTier: 'GOLD' as const };
    expect(releaseLabels(gold, 'SILVER', at(DAY))).toMatchObject({
      headline: 'For GOLD and above',
      note: undefined,
      opensAt: null,
    });
  });
});
