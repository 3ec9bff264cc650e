import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GUARDIAN_POLL_ID } from '@shared/constants';
import type { VoteInput } from '@shared/schemas/community.schemas';
import { apiJson, getQueryFn, lazySchema } from '../../../lib/api-client';

// The community page opens without the schema library: it loads with the first answer to check.
const schemas = () => import('@shared/schemas/community.schemas');
const voteTallySchema = lazySchema(async () => (await schemas()).voteTallySchema);
const voteReceiptSchema = lazySchema(async () => (await schemas()).voteReceiptSchema);

const TALLY_KEY = ['/api/votes', GUARDIAN_POLL_ID] as const;

export function useVoteTally() {
  return useQuery({ queryKey: TALLY_KEY, queryFn: getQueryFn(voteTallySchema) });
}

/** Casts a vote, then refreshes the percentages. */
export function useCastVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoteInput) => apiJson(voteReceiptSchema, 'POST', '/api/votes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TALLY_KEY }),
  });
}
