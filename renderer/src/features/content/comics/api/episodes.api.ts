import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isKnownComicId } from '@shared/content/comics';
import type { Episode, EpisodeSummary } from '@shared/schemas/content.schemas';
import type { EpisodeLocked } from '@shared/schemas/episodes.schemas';
import { ApiError, apiJson, apiSend, getQueryFn, lazySchema } from '../../../../lib/api-client';

// The layout lists reminders on every page: the schemas load with the first answer to check.
const contentSchemas = () => import('@shared/schemas/content.schemas');
const episodeSchemas = () => import('@shared/schemas/episodes.schemas');
const episodeListSchema = lazySchema(async () =>
  (await contentSchemas()).episodeSummarySchema.array(),
);
const episodeSchema = lazySchema(async () => (await contentSchemas()).episodeSchema);
const episodeLockedSchema = lazySchema(async () => (await episodeSchemas()).episodeLockedSchema);
const reminderListSchema = lazySchema(async () => (await episodeSchemas()).reminderSchema.array());
const calendarLinkSchema = lazySchema(async () => (await episodeSchemas()).calendarLinkSchema);

const EPISODES_KEY = ['/api/episodes'] as const;
const REMINDERS_KEY = ['/api/reminders'] as const;
const CALENDAR_LINK_KEY = ['/api/episodes', 'calendar-link'] as const;

/** Published episodes that live only on the server (the bundled comics are listed from the bundle). */
export function useServerEpisodes(enabled = true) {
  return useQuery({
    enabled,
    queryKey: EPISODES_KEY,
    queryFn: getQueryFn(episodeListSchema),
    select: (episodes: EpisodeSummary[]) =>
      episodes.filter((episode) => !isKnownComicId(episode.slug)),
  });
}

/** One episode as the reader asks for it: its pages, or when it unlocks, or not found. */
export type EpisodeAnswer =
  | { kind: 'episode'; episode: Episode }
  | { kind: 'locked'; locked: EpisodeLocked }
  | { kind: 'not-found' };

async function fetchEpisode(slug: string): Promise<EpisodeAnswer> {
  const url = `/api/episodes/${encodeURIComponent(slug)}`;
  try {
    return { kind: 'episode', episode: await apiJson(episodeSchema, 'GET', url) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) return { kind: 'not-found' };
    if (error.status === 403) {
      const locked = (await episodeLockedSchema()).safeParse(JSON.parse(error.body || '{}'));
      if (locked.success) return { kind: 'locked', locked: locked.data };
    }
    throw error;
  }
}

/**
 * Every episode on the server (not bundled) the asking reader may read now, with its pages: what the
 * desktop app lists to save for offline. One the server no longer answers is left out.
 */
export async function fetchReadableEpisodes(): Promise<Episode[]> {
  const list = await apiJson(episodeListSchema, 'GET', EPISODES_KEY[0]);
  const episodes: Episode[] = [];
  for (const summary of list) {
    if (!summary.available || isKnownComicId(summary.slug)) continue;
    const answer = await fetchEpisode(summary.slug).catch(() => null);
    if (answer?.kind === 'episode') episodes.push(answer.episode);
  }
  return episodes;
}

export function useEpisode(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/episodes', slug],
    queryFn: () => fetchEpisode(slug),
    enabled,
  });
}

/** The signed-in member's "Remind me" episodes. */
export function useReminders(enabled: boolean) {
  return useQuery({
    queryKey: REMINDERS_KEY,
    queryFn: getQueryFn(reminderListSchema),
    enabled,
  });
}

/** Adds (`on`) or forgets a reminder; the reminder list is fetched again. */
export function useToggleReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, on }: { slug: string; on: boolean }): Promise<void> => {
      const url = `/api/reminders/${encodeURIComponent(slug)}`;
      await (on ? apiSend('PUT', url) : apiSend('DELETE', url));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REMINDERS_KEY }),
  });
}

/** The member's private calendar feed (the path holds their token). */
export function useCalendarLink(enabled: boolean) {
  return useQuery({
    queryKey: CALENDAR_LINK_KEY,
    queryFn: getQueryFn(calendarLinkSchema),
    enabled,
  });
}
