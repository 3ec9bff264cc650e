import { describe, expect, it } from 'vitest';
import { pluralRules } from './intl.js';
import { arabicDays, arabicPlanTexts, RELEASE_DELAY_DAYS, TIER_PLANS } from './tiers.js';

describe('the plans', () => {
  it('state the FREE delay from RELEASE_DELAY_DAYS in both editions', () => {
    const days = RELEASE_DELAY_DAYS.FREE;
    expect(TIER_PLANS[0]?.features[0]).toBe(`Comics released ${days} days after launch`);
    expect(arabicPlanTexts('FREE').features[0]).toContain(arabicDays(days));
  });

  it('give every plan as many Arabic features as English ones', () => {
    for (const plan of TIER_PLANS) {
      expect(arabicPlanTexts(plan.tier).features, plan.tier).toHaveLength(plan.features.length);
      expect(plan, plan.tier).not.toHaveProperty('ar');
    }
  });
});

describe('a count of days in Arabic', () => {
  it('takes the noun form of the count’s Arabic plural category', () => {
    const forms = { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' };
    const rules = pluralRules('ar');
    for (let days = 1; days <= 250; days += 1) {
      const category = rules.select(days) as keyof typeof forms;
      expect(arabicDays(days), `${days}`).toContain(forms[category]);
    }
    expect(arabicDays(7)).toBe('7 أيام');
  });
});
