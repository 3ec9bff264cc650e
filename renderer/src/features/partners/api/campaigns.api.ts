import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '@shared/schemas/partners.schemas';

export const CAMPAIGNS_KEY = ['/api/campaigns'] as const;

/** Partner campaigns: the server answers only a session, so ask only while signed in. */
export function useCampaigns(enabled: boolean) {
  return useQuery<Campaign[]>({ queryKey: CAMPAIGNS_KEY, enabled });
}
