import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeroInput } from '@shared/schemas/community.schemas';
import { apiJson, getQueryFn, lazySchema } from '../../../lib/api-client';

// The community page opens without the schema library: it loads with the first answer to check.
const heroViewSchema = lazySchema(
  async () => (await import('@shared/schemas/community.schemas')).heroViewSchema,
);
const heroListSchema = lazySchema(async () => (await heroViewSchema()).array());

const HEROES_KEY = ['/api/heroes'] as const;

export function useHeroes() {
  return useQuery({ queryKey: HEROES_KEY, queryFn: getQueryFn(heroListSchema) });
}

/** Creates a hero, then refreshes the hero list. */
export function useCreateHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HeroInput) => apiJson(heroViewSchema, 'POST', '/api/heroes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_KEY }),
  });
}
