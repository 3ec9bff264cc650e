export const ROLES = ['USER', 'ADMIN', 'PARTNER'] as const;
export type Role = (typeof ROLES)[number];

/** Lowest to highest. */
export const TIERS = ['FREE', 'SILVER', 'GOLD', 'PLATINUM'] as const;
export type Tier = (typeof TIERS)[number];

export const PARTNER_TYPES = ['METRO', 'RETAIL', 'FNB', 'TECH'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const PARTNER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const CAMPAIGN_TYPES = [
  'STATION_WRAP',
  'TRAIN_CAR',
  'RETAIL_CAPSULE',
  'POS_AR',
  'EVENT',
] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELED', 'PAST_DUE', 'INCOMPLETE'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const HERO_ELEMENTS = ['Fire', 'Water', 'Earth', 'Air', 'Light', 'Shadow'] as const;
export type HeroElement = (typeof HERO_ELEMENTS)[number];

/** A fan hero's state: held until staff approve it; only APPROVED heroes are public. */
export const HERO_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'HIDDEN'] as const;
export type HeroStatus = (typeof HERO_STATUSES)[number];

export const VOTE_OPTIONS = ['jalal', 'nazra', 'falqan', 'fahd'] as const;
export type VoteOption = (typeof VOTE_OPTIONS)[number];

export const COMIC_CATEGORIES = ['origins', 'adventures', 'crossover'] as const;
export type ComicCategory = (typeof COMIC_CATEGORIES)[number];

export const COURSE_CATEGORIES = [
  'Production',
  'Cinematography',
  'Writing',
  'AI & Tech',
  'Virtual Production',
  'Cultural Studies',
  'Digital Rights',
  'Audio & Sound',
  'Robotics',
  'Journalism',
  'Ethics & Leadership',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const INDUSTRIES = [
  'retail',
  'food-beverage',
  'technology',
  'automotive',
  'finance',
  'telecom',
  'entertainment',
  'healthcare',
  'education',
  'other',
] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const PARTNERSHIP_CAMPAIGN_TYPES = [
  'brand-integration',
  'product-placement',
  'sponsored-content',
  'merchandise-collaboration',
  'event-partnership',
  'social-media',
] as const;
export const PROPOSED_BUDGETS = ['5k-25k', '25k-50k', '50k-100k', '100k-500k', '500k+'] as const;
