import {
  COMPANY_SIZES,
  INDUSTRIES,
  PARTNERSHIP_CAMPAIGN_TYPES,
  PROPOSED_BUDGETS,
} from '@shared/enums';

type Options<T extends readonly string[]> = { value: T[number]; label: string }[];

const INDUSTRY_LABELS: Record<(typeof INDUSTRIES)[number], string> = {
  retail: 'Retail',
  'food-beverage': 'Food & Beverage',
  technology: 'Technology',
  automotive: 'Automotive',
  finance: 'Finance',
  telecom: 'Telecommunications',
  entertainment: 'Entertainment',
  healthcare: 'Healthcare',
  education: 'Education',
  other: 'Other',
};

const CAMPAIGN_TYPE_LABELS: Record<(typeof PARTNERSHIP_CAMPAIGN_TYPES)[number], string> = {
  'brand-integration': 'Brand Integration',
  'product-placement': 'Product Placement',
  'sponsored-content': 'Sponsored Content',
  'merchandise-collaboration': 'Merchandise Collaboration',
  'event-partnership': 'Event Partnership',
  'social-media': 'Social Media Campaign',
};

/** Budgets are shown in dollars: "5k-25k" reads "$5K - $25K" (in Arabic "5 – 25 ألف دولار"). */
export const budgetLabel = (budget: string, language: 'en' | 'ar' = 'en'): string =>
  language === 'ar'
    ? `${budget
        .replace(/k/g, '')
        .replace('-', ' – ')
        .replace(/^(\d+)\+$/, '+$1')} ألف دولار`
    : budget
        .split('-')
        .map((part) => `$${part.toUpperCase()}`)
        .join(' - ');

export const INDUSTRY_OPTIONS: Options<typeof INDUSTRIES> = INDUSTRIES.map((value) => ({
  value,
  label: INDUSTRY_LABELS[value],
}));
export const COMPANY_SIZE_OPTIONS: Options<typeof COMPANY_SIZES> = COMPANY_SIZES.map((value) => ({
  value,
  label: `${value} employees`,
}));
export const CAMPAIGN_TYPE_OPTIONS: Options<typeof PARTNERSHIP_CAMPAIGN_TYPES> =
  PARTNERSHIP_CAMPAIGN_TYPES.map((value) => ({ value, label: CAMPAIGN_TYPE_LABELS[value] }));
export const BUDGET_OPTIONS: Options<typeof PROPOSED_BUDGETS> = PROPOSED_BUDGETS.map((value) => ({
  value,
  label: budgetLabel(value),
}));

/** ACTIVE green, COMPLETED blue, CANCELLED red, anything else yellow (pending). */
export function campaignStatusClass(status: string): string {
  switch (status.toUpperCase()) {
    case 'ACTIVE':
      return 'bg-emerald-400/15 text-emerald-300 border-emerald-400/40';
    case 'COMPLETED':
      return 'bg-blue-400/15 text-blue-300 border-blue-400/40';
    case 'CANCELLED':
      return 'bg-red-400/15 text-red-300 border-red-400/40';
    default:
      return 'bg-yellow-400/15 text-yellow-300 border-yellow-400/40';
  }
}
