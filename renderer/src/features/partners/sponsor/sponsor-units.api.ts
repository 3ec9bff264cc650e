import { useQuery } from '@tanstack/react-query';
import type { SponsorUnitAnswer } from '@shared/schemas/sponsor-units.schemas';
import { getQueryFn, lazySchema } from '../../../lib/api-client';

// The reader opens without the schema library: it loads with the answer to check.
const answerSchema = lazySchema(
  async () => (await import('@shared/schemas/sponsor-units.schemas')).sponsorUnitAnswerSchema,
);

/** The sponsor unit of an episode's end card and cover (null: no campaign runs with it). */
export function useEpisodeSponsor(slug: string) {
  return useQuery({
    queryKey: ['/api/sponsor-units/episodes', slug],
    queryFn: getQueryFn(answerSchema),
    select: (answer: SponsorUnitAnswer) => answer.unit,
  });
}
