import { z } from 'zod';
import {
  COMPANY_SIZES,
  INDUSTRIES,
  PARTNERSHIP_CAMPAIGN_TYPES,
  PROPOSED_BUDGETS,
} from '../enums.js';
import { emailField, optionalText, requiredText } from './common.schemas.js';

const WEBSITE_MESSAGE = 'Website must be a valid URL';
/** http(s), a domain name ending in letters, an optional port, then anything without spaces. */
const EMPTY_OR_WEBSITE = new RegExp(
  '^(?:[Hh][Tt][Tt][Pp][Ss]?://(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}' +
    '(?::[0-9]{1,4})?(?:[/?#][^\\s\\u0000]*)?)?$',
);
const httpUrl = z.url({ protocol: /^https?$/ });

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
    .string({ error: WEBSITE_MESSAGE })
    .regex(EMPTY_OR_WEBSITE, { error: WEBSITE_MESSAGE, abort: true })
    .refine((value) => value === '' || httpUrl.safeParse(value).success, WEBSITE_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined))
    .meta({ description: 'An http or https address with a domain name, or empty' }),
  companySize: optionalChoice(COMPANY_SIZES, 'company size'),
  campaignType: optionalChoice(PARTNERSHIP_CAMPAIGN_TYPES, 'campaign type'),
  proposedBudget: optionalChoice(PROPOSED_BUDGETS, 'budget'),
  description: requiredText(1, 4000, 'Company description is required', 'Description'),
  goals: optionalText(4000, 'Goals'),
  timeline: optionalText(200, 'Timeline'),
});
export type PartnershipApplicationInput = z.input<typeof partnershipApplicationSchema>;
export type PartnershipApplicationBody = z.output<typeof partnershipApplicationSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  metrics: z.object({
    impressions: z.number().int(),
    clicks: z.number().int(),
    conversions: z.number().int(),
  }),
});
export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignMetrics = Campaign['metrics'];

export const partnershipApplicationResultSchema = z.object({
  id: z.string(),
  status: z.literal('PENDING'),
});
export type PartnershipApplicationResult = z.infer<typeof partnershipApplicationResultSchema>;
