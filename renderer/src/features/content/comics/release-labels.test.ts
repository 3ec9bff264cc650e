import { describe, expect, it } from 'vitest';
import { formatCountdown, releaseLabels } from './release-labels';

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

  it('says the same in Arabic, with Arabic plural forms and tier names', () => {
    const labels = releaseLabels(episode, 'FREE', at(3 * DAY + 20 * HOUR), 'ar');
    expect(labels.headline).toBe('مجانية بعد 3 أيام و4 ساعات');
    expect(labels.note).toBe('وصول مبكر للباقة الفضية وما فوقها');
    expect(releaseLabels(episode, 'FREE', at(5 * DAY + 23 * HOUR), 'ar').headline).toBe(
      'مجانية بعد يوم وساعة',
    );
    expect(releaseLabels(episode, 'FREE', at(7 * DAY), 'ar').headline).toBe('متاحة الآن');
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

describe('formatCountdown', () => {
  const now = new Date(0);
  it.each([
    [3 * DAY + 4 * HOUR, '3 days 4 hours', '3 أيام و4 ساعات'],
    [DAY + 30_000, '1 day', 'يوم'],
    [2 * HOUR + 5 * 60_000, '2 hours 5 minutes', 'ساعتان و5 دقائق'],
    [4 * 60_000 + 10_000, '4 minutes 10 seconds', '4 دقائق و10 ثوان'],
    [9_000, '9 seconds', '9 ثوان'],
    [-5_000, '0 seconds', '0 ثانية'],
  ])('shows %i ms as "%s" / "%s"', (ms, en, ar) => {
    expect(formatCountdown(new Date(ms), now)).toBe(en);
    expect(formatCountdown(new Date(ms), now, 'ar')).toBe(ar);
  });

  it('writes every count of every unit in Arabic as Intl does', () => {
    const units = { day: DAY, hour: HOUR, minute: 60_000, second: 1000 };
    for (const [unit, ms] of Object.entries(units)) {
      const intl = new Intl.NumberFormat('ar-AE-u-nu-latn', {
        style: 'unit',
        unit,
        unitDisplay: 'long',
      });
      // Within one unit's range, so the countdown shows that unit alone.
      const top = unit === 'day' ? 1500 : unit === 'hour' ? 23 : 59;
      for (let value = unit === 'second' ? 0 : 1; value <= top; value += 1)
        expect(formatCountdown(new Date(value * ms), now, 'ar'), `${value} ${unit}`).toBe(
          intl.format(value),
        );
    }
  });
});
