// Written with zod's small build (`zod/mini`), like the read count: the reader checks the sponsor unit
// as it opens, and its first page view loads only that much of the schema library.
import * as z from 'zod/mini';

const described = <T extends z.ZodMiniType>(schema: T, description: string): T => {
  z.globalRegistry.add(schema, { description });
  return schema;
};

/** A sponsor unit as the reader and the kiosk show it: "Presented by <brand>" and its call to action. */
export const sponsorUnitSchema = z.object({
  campaignId: z.string(),
  brand: described(z.string(), "The partner's company name"),
  ctaUrl: described(
    z.nullable(z.string()),
    'Where the call to action leads (the campaign asset named "call to action", else the partner\'s website); null: no link',
  ),
  episodeId: described(z.nullable(z.string()), 'The sponsored episode (reader units)'),
});
export type SponsorUnit = z.infer<typeof sponsorUnitSchema>;

export const sponsorUnitAnswerSchema = z.object({
  unit: described(z.nullable(sponsorUnitSchema), 'null: nothing to show'),
});
export type SponsorUnitAnswer = z.infer<typeof sponsorUnitAnswerSchema>;
