import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeroInput } from '@shared/schemas/community.schemas';
import { apiJson, getQueryFn, lazySchema } from '../../../lib/api-client';

// The community page opens without the schema library: it loads with the first answer to check.
const heroViewSchema = lazySchema(
  async () => (await import('@shared/schemas/community.schemas')).heroViewSchema,
);
const heroListSchema = lazySchema(async () => (await heroViewSchema()).array());
const ownHeroListSchema = lazySchema(async () =>
  (await import('@shared/schemas/community.schemas')).ownHeroSchema.array(),
);
const heroReportedSchema = lazySchema(
  async () => (await import('@shared/schemas/community.schemas')).heroReportedSchema,
);

const HEROES_KEY = ['/api/heroes'] as const;

export function useHeroes() {
  return useQuery({ queryKey: HEROES_KEY, queryFn: getQueryFn(heroListSchema) });
}

/** The heroes the signed-in account submitted, with their state and staff's reason. */
export function useMyHeroes() {
  return useQuery({ queryKey: ['/api/heroes/mine'], queryFn: getQueryFn(ownHeroListSchema) });
}

/** Reports an approved hero to the moderators. */
export function useReportHero() {
  return useMutation({
    mutationFn: (id: string) => apiJson(heroReportedSchema, 'POST', `/api/heroes/${id}/report`),
  });
}

/** Creates a hero, then refreshes the hero list (and the account's own list). */
export function useCreateHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HeroInput) => apiJson(heroViewSchema, 'POST', '/api/heroes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_KEY }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/heroes/mine'] }),
  });
}
