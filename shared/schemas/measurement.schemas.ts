import { z } from 'zod';

/** Where a sponsor unit shows: the reader's end card and cover, and the kiosk's attract screen. */
const PLACEMENTS = ['end-card', 'cover', 'kiosk-attract'] as const;

/** What the browser reports: the unit rendered, 50 % of it visible for 1 s, its call to action. */
const EVENT_TYPES = ['impression', 'viewable', 'click'] as const;
const MAX_EVENTS_PER_BATCH = 50;

const uuid = (label: string) => z.uuid(`${label} must be a uuid`);

const measuredEventSchema = z.object({
  type: z.enum(EVENT_TYPES, { error: `Type must be one of ${EVENT_TYPES.join(', ')}` }),
  campaignId: uuid('Campaign id'),
  placement: z.enum(PLACEMENTS, { error: `Placement must be one of ${PLACEMENTS.join(', ')}` }),
  episodeId: uuid('Episode id').optional(),
  language: z.enum(['en', 'ar'], { error: 'Language must be en or ar' }),
  kioskId: z
    .string({ error: 'Kiosk id must be text' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Kiosk id must be 1 to 64 letters, digits, - or _')
    .optional(),
  clickId: uuid('Click id')
    .optional()
    .meta({ description: 'A click: the id the call to action passes on (abtal_click)' }),
});
export type MeasuredEvent = z.infer<typeof measuredEventSchema>;

export const eventBatchSchema = z.object({
  events: z
    .array(measuredEventSchema, { error: 'Events must be a list' })
    .min(1, 'At least one event')
    .max(MAX_EVENTS_PER_BATCH, `At most ${MAX_EVENTS_PER_BATCH} events per batch`),
});
export type EventBatchBody = z.infer<typeof eventBatchSchema>;

export const eventBatchResultSchema = z.object({
  accepted: z.number().int().meta({ description: 'Events stored (bots and prefetches: none)' }),
});
export type EventBatchResult = z.infer<typeof eventBatchResultSchema>;

export const conversionSchema = z.object({
  clickId: uuid('Click id'),
});
export type ConversionBody = z.infer<typeof conversionSchema>;

export const conversionResultSchema = z.object({
  campaignId: z.string(),
  clickId: z.string(),
  counted: z.boolean().meta({ description: 'false when this click already had its conversion' }),
});
export type ConversionResult = z.infer<typeof conversionResultSchema>;

const REPORT_BREAKDOWNS = ['placement', 'episode', 'language', 'kiosk'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

const reportDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(
      /^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/,
      `${label} must be a date (YYYY-MM-DD)`,
    )
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${label} must be a date (YYYY-MM-DD)`,
    )
    .optional()
    .meta({ format: 'date', example: '2026-11-01' });

export const reportQuerySchema = z.object({
  from: reportDate('From'),
  to: reportDate('To'),
  by: z.enum(['day', 'total'], { error: 'By must be day or total' }).optional(),
  breakdown: z
    .enum(REPORT_BREAKDOWNS, { error: `Breakdown must be one of ${REPORT_BREAKDOWNS.join(', ')}` })
    .optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const reportFiguresSchema = z.object({
  impressions: z.number().int(),
  uniqueImpressions: z.number().int(),
  viewableImpressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number().meta({ description: 'clicks / impressions (0 without impressions)' }),
  conversions: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const campaignReportSchema = z.object({
  campaignId: z.string(),
  from: z.string().meta({ format: 'date' }),
  to: z.string().meta({ format: 'date' }),
  by: z.enum(['day', 'total']),
  breakdown: z.enum(REPORT_BREAKDOWNS).nullable(),
  budget: z.number().nullable(),
  spend: z
    .number()
    .nullable()
    .meta({ description: 'The budget spread evenly over the flight, up to the end of the range' }),
  rows: z.array(
    reportFiguresSchema.extend({
      day: z.string().nullable().meta({ description: 'The day (by=day), or null' }),
      key: z.string().nullable().meta({ description: 'The breakdown value, or null' }),
    }),
  ),
  totals: reportFiguresSchema,
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;
