import { useQuery } from '@tanstack/react-query';
import { getQueryFn, lazySchema } from '../../../lib/api-client';

// The page opens without the schema library: it loads with the first answer to check.
const campaignListSchema = lazySchema(async () =>
  (await import('@shared/schemas/partners.schemas')).campaignSchema.array(),
);

const CAMPAIGNS_KEY = ['/api/campaigns'] as const;

/** Partner campaigns: the server answers only a session, so ask only while signed in. */
export function useCampaigns(enabled: boolean) {
  return useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: getQueryFn(campaignListSchema),
    enabled,
  });
}
