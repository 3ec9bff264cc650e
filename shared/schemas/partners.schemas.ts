import { z } from 'zod';
import {
  COMPANY_SIZES,
  INDUSTRIES,
  PARTNERSHIP_CAMPAIGN_TYPES,
  PROPOSED_BUDGETS,
} from '../enums.js';
import { emailField, optionalText, requiredText } from './common.schemas.js';

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.enum(values, { error: `Please choose a valid ${label}` }), z.literal('')])
    .optional()
    .transform((value) => (value ? value : undefined));

export const partnershipApplicationSchema = z.object({
  companyName: requiredText(1, 160, 'Company name is required', 'Company name'),
  industry: z.enum(INDUSTRIES, { error: 'Please choose an industry' }),
  contactName: requiredText(1, 120, 'Contact name is required', 'Contact name'),
  contactEmail: emailField(),
  website: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Website must be a valid URL' })])
    .optional()
    .transform((value) => (value ? value : undefined)),
  companySize: optionalChoice(COMPANY_SIZES, 'company size'),
  campaignType: optionalChoice(PARTNERSHIP_CAMPAIGN_TYPES, 'campaign type'),
  proposedBudget: optionalChoice(PROPOSED_BUDGETS, 'budget'),
  description: requiredText(1, 4000, 'Company description is required', 'Description'),
  goals: optionalText(4000, 'Goals'),
  timeline: optionalText(200, 'Timeline'),
});
export type PartnershipApplicationInput = z.input<typeof partnershipApplicationSchema>;
export type PartnershipApplicationBody = z.output<typeof partnershipApplicationSchema>;

export interface CampaignMetrics {
  impressions: number;
  clicks: number;
  conversions: number;
}

export interface Campaign {
  id: string;
  name: string;
  description: string;
  status: string;
  metrics: CampaignMetrics;
}

export interface PartnershipApplicationResult {
  id: string;
  status: 'PENDING';
}
