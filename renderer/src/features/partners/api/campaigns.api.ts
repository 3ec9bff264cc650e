import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { campaignSchema } from '@shared/schemas/partners.schemas';
import { getQueryFn } from '../../../lib/api-client';

export const CAMPAIGNS_KEY = ['/api/campaigns'] as const;

/** Partner campaigns: the server answers only a session, so ask only while signed in. */
export function useCampaigns(enabled: boolean) {
  return useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: getQueryFn(z.array(campaignSchema)),
    enabled,
  });
}
