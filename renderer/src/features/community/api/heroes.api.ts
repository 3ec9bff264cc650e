import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Hero, HeroInput } from '@shared/schemas/community.schemas';
import { apiJson } from '../../../lib/api-client';

export const HEROES_KEY = ['/api/heroes'] as const;

export function useHeroes() {
  return useQuery<Hero[]>({ queryKey: HEROES_KEY });
}

/** Creates a hero, then refreshes the hero list. */
export function useCreateHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HeroInput) => apiJson<Hero>('POST', '/api/heroes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_KEY }),
  });
}
