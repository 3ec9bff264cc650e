import { useQuery } from '@tanstack/react-query';
import {
  type CampaignAction,
  type ReviewCampaignStatus,
  reviewCampaignListSchema,
  reviewCampaignSchema,
} from '@shared/schemas/campaign-review.schemas';
import { apiJson, getQueryFn } from '../../../lib/api-client';
import { AUDIT, useConsoleAction } from './admin.api';

const CAMPAIGNS = '/api/admin/campaigns';

/** Partners' campaigns of one status, each with a preview of its placement. */
export function useReviewCampaigns(status: ReviewCampaignStatus) {
  return useQuery({
    queryKey: [`${CAMPAIGNS}?status=${status}`],
    queryFn: getQueryFn(reviewCampaignListSchema),
  });
}

/** A staff decision: the campaign lists and the audit log are read again after it. */
const useCampaignDecision = <V, R>(run: (vars: V) => Promise<R>) =>
  useConsoleAction([CAMPAIGNS, AUDIT], run);

export const useReviewCampaign = () =>
  useCampaignDecision(({ id, decision }: { id: string; decision: 'APPROVE' | 'REJECT' }) =>
    apiJson(reviewCampaignSchema, 'POST', `${CAMPAIGNS}/${id}/review`, { decision }),
  );

export const useCampaignAction = () =>
  useCampaignDecision(({ id, action }: { id: string; action: CampaignAction }) =>
    apiJson(reviewCampaignSchema, 'POST', `${CAMPAIGNS}/${id}/status`, { action }),
  );
