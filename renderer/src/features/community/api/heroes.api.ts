import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type HeroInput, heroViewSchema } from '@shared/schemas/community.schemas';
import { apiJson, getQueryFn } from '../../../lib/api-client';

export const HEROES_KEY = ['/api/heroes'] as const;

export function useHeroes() {
  return useQuery({ queryKey: HEROES_KEY, queryFn: getQueryFn(z.array(heroViewSchema)) });
}

/** Creates a hero, then refreshes the hero list. */
export function useCreateHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HeroInput) => apiJson(heroViewSchema, 'POST', '/api/heroes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_KEY }),
  });
}
