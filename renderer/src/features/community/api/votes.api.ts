import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GUARDIAN_POLL_ID } from '@shared/constants';
import type { VoteInput } from '@shared/schemas/community.schemas';
import { apiJson, getQueryFn, lazySchema } from '../../../lib/api-client';

// The community page opens without the schema library: it loads with the first answer to check.
const schemas = () => import('@shared/schemas/community.schemas');
const voteTallySchema = lazySchema(async () => (await schemas()).voteTallySchema);
const voteReceiptSchema = lazySchema(async () => (await schemas()).voteReceiptSchema);
const myVoteSchema = lazySchema(async () => (await schemas()).myVoteSchema);

const TALLY_KEY = ['/api/votes', GUARDIAN_POLL_ID] as const;
const MINE_KEY = [`/api/votes/${GUARDIAN_POLL_ID}/mine`] as const;

/** This account's (or browser's) vote in the poll. */
export function useMyVote() {
  return useQuery({ queryKey: MINE_KEY, queryFn: getQueryFn(myVoteSchema) });
}

export function useVoteTally() {
  return useQuery({ queryKey: TALLY_KEY, queryFn: getQueryFn(voteTallySchema) });
}

/** Casts (or changes) the vote, then refreshes the percentages and the voter's choice. */
export function useCastVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoteInput) => apiJson(voteReceiptSchema, 'POST', '/api/votes', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TALLY_KEY }),
        queryClient.invalidateQueries({ queryKey: MINE_KEY }),
      ]),
  });
}
