import { describe, expect, it } from 'vitest';
import {
  effectiveTier,
  graceEnd,
  nextTierChange,
  periodEnd,
  priceFor,
  prorationAmount,
  vatIn,
} from './billing.js';

const now = new Date('2026-03-10T12:00:00Z');
const later = new Date('2026-04-10T12:00:00Z');
const earlier = new Date('2026-03-05T12:00:00Z');

describe('effectiveTier', () => {
  it.each([
    ['no subscription, no grant', null, null, 'FREE'],
    [
      'an ACTIVE period in force',
      { tier: 'SILVER', status: 'ACTIVE', currentPeriodEnd: later, cancelAtPeriodEnd: true },
      null,
      'SILVER',
    ],
    [
      'an ACTIVE period that has ended',
      { tier: 'SILVER', status: 'ACTIVE', currentPeriodEnd: earlier, cancelAtPeriodEnd: true },
      null,
      'FREE',
    ],
    [
      'PAST_DUE within the grace period',
      { tier: 'GOLD', status: 'PAST_DUE', currentPeriodEnd: earlier, cancelAtPeriodEnd: true },
      null,
      'GOLD',
    ],
    [
      'PAST_DUE after the grace period',
      {
        tier: 'GOLD',
        status: 'PAST_DUE',
        currentPeriodEnd: new Date('2026-03-02T12:00:00Z'),
        cancelAtPeriodEnd: true,
      },
      null,
      'FREE',
    ],
    [
      'CANCELED',
      { tier: 'GOLD', status: 'CANCELED', currentPeriodEnd: later, cancelAtPeriodEnd: true },
      null,
      'FREE',
    ],
    [
      'INCOMPLETE',
      { tier: 'GOLD', status: 'INCOMPLETE', currentPeriodEnd: later, cancelAtPeriodEnd: true },
      null,
      'FREE',
    ],
    ['a grant alone', null, 'PLATINUM', 'PLATINUM'],
    [
      'a grant above the paid tier',
      { tier: 'SILVER', status: 'ACTIVE', currentPeriodEnd: later, cancelAtPeriodEnd: true },
      'GOLD',
      'GOLD',
    ],
    [
      'a paid tier above the grant',
      { tier: 'PLATINUM', status: 'ACTIVE', currentPeriodEnd: later, cancelAtPeriodEnd: true },
      'SILVER',
      'PLATINUM',
    ],
  ] as const)('%s', (_name, paid, grant, expected) => {
    expect(effectiveTier(paid, grant, now)).toBe(expected);
  });

  it('awaits a renewal a day past the period end, and a cancelled period not at all', () => {
    const end = new Date(now.getTime() - 3600_000);
    const paid = { tier: 'GOLD', status: 'ACTIVE', currentPeriodEnd: end } as const;
    expect(effectiveTier({ ...paid, cancelAtPeriodEnd: false }, null, now)).toBe('GOLD');
    expect(effectiveTier({ ...paid, cancelAtPeriodEnd: true }, null, now)).toBe('FREE');
    const dayLater = new Date(end.getTime() + 86_400_000);
    expect(effectiveTier({ ...paid, cancelAtPeriodEnd: false }, null, dayLater)).toBe('FREE');
  });

  it('names the moment the clock alone changes it', () => {
    expect(
      nextTierChange(
        { tier: 'SILVER', status: 'ACTIVE', currentPeriodEnd: later, cancelAtPeriodEnd: true },
        now,
      ),
    ).toEqual(later);
    expect(
      nextTierChange(
        { tier: 'SILVER', status: 'PAST_DUE', currentPeriodEnd: earlier, cancelAtPeriodEnd: true },
        now,
      ),
    ).toEqual(graceEnd(earlier));
    expect(
      nextTierChange(
        { tier: 'SILVER', status: 'CANCELED', currentPeriodEnd: later, cancelAtPeriodEnd: true },
        now,
      ),
    ).toBeNull();
    expect(nextTierChange(null, now)).toBeNull();
  });
});

describe('prices', () => {
  it('bills a year at 20 % off twelve months, VAT included', () => {
    expect(priceFor('SILVER', 'MONTH')).toBe(19);
    expect(priceFor('SILVER', 'YEAR')).toBe(182.4);
    expect(priceFor('PLATINUM', 'YEAR')).toBe(1718.4);
    expect(vatIn(21)).toBe(1);
  });

  it('prorates an upgrade by the part of the period left', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const end = periodEnd(start, 'MONTH');
    const half = new Date((start.getTime() + end.getTime()) / 2);
    expect(
      prorationAmount(
        { tier: 'SILVER', interval: 'MONTH' },
        { tier: 'GOLD', interval: 'MONTH' },
        { start, end },
        half,
      ),
    ).toBe(15);
    expect(
      prorationAmount(
        { tier: 'GOLD', interval: 'MONTH' },
        { tier: 'SILVER', interval: 'MONTH' },
        { start, end },
        half,
      ),
    ).toBe(0);
  });

  it('charges a switch to annual billing the year less the unused part of the month', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const end = periodEnd(start, 'MONTH');
    const half = new Date((start.getTime() + end.getTime()) / 2);
    const silver = { tier: 'SILVER', interval: 'MONTH' } as const;
    // 182.40 for the year from now, less half of the month's 19.
    expect(prorationAmount(silver, { ...silver, interval: 'YEAR' }, { start, end }, half)).toBe(
      172.9,
    );
    expect(prorationAmount(silver, { ...silver, interval: 'YEAR' }, { start, end }, end)).toBe(
      182.4,
    );
    expect(prorationAmount(silver, { ...silver, interval: 'YEAR' }, { start, end }, start)).toBe(
      163.4,
    );
  });
});
