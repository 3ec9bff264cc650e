import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GUARDIAN_POLL_ID } from '@shared/constants';
import type { VoteInput, VoteTally } from '@shared/schemas/community.schemas';
import { apiRequest } from '../../../lib/api-client';

export const TALLY_KEY = ['/api/votes', GUARDIAN_POLL_ID] as const;

export function useVoteTally() {
  return useQuery<VoteTally[]>({ queryKey: TALLY_KEY });
}

/** Casts a vote, then refreshes the percentages. */
export function useCastVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoteInput) => apiRequest('POST', '/api/votes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TALLY_KEY }),
  });
}
