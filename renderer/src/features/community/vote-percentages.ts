import type { VoteOption } from '@shared/enums';
import type { VoteTally } from '@shared/schemas/community.schemas';

/** The poll's choices, in the order the form lists them. */
export const GUARDIAN_OPTIONS: readonly { value: VoteOption; label: string }[] = [
  { value: 'jalal', label: 'Jalal (Fire)' },
  { value: 'nazra', label: 'Nazra (Earth)' },
  { value: 'falqan', label: 'Falqan (Water)' },
  { value: 'fahd', label: 'Fahd (Cosmic)' },
];

/** Each option's share of all votes, rounded to a whole percent; 0 for every option when nobody voted. */
export function votePercentages(tally: readonly VoteTally[]): Record<string, number> {
  const total = tally.reduce((sum, row) => sum + row.count, 0);
  const shares: Record<string, number> = {};
  for (const option of GUARDIAN_OPTIONS) {
    const count = tally.find((row) => row.option === option.value)?.count ?? 0;
    shares[option.value] = total > 0 ? Math.round((count / total) * 100) : 0;
  }
  return shares;
}
