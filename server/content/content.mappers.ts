import type { Tier } from '../../shared/enums.js';
import { availableAt, isAvailable } from '../../shared/release.js';
import type {
  Episode,
  EpisodeSummary,
  ReadingProgress,
} from '../../shared/schemas/content.schemas.js';
import { hasDrawnPanels } from './drawn-panels.js';
import type { EpisodeEntity } from './entities/episode.entity.js';
import type { ReadingProgressEntity } from './entities/reading-progress.entity.js';

/** An episode as the reader of `tier` (null: a visitor) sees it at `now`. */
export function toEpisodeSummary(
  episode: EpisodeEntity,
  tier: Tier | null,
  now: Date,
): EpisodeSummary {
  return {
    id: episode.id,
    slug: episode.slug,
    title: episode.title,
    description: episode.description,
    titleAr: episode.titleAr ?? null,
    descriptionAr: episode.descriptionAr ?? null,
    arc: episode.arc,
    arcAr: episode.arcAr ?? null,
    heroId: episode.heroId,
    coverImage: episode.coverImage,
    requiredTier: episode.requiredTier,
    releaseAt: episode.releaseAt?.toISOString() ?? null,
    lockUntil: episode.lockUntil?.toISOString() ?? null,
    featured: episode.featured,
    pageCount: episode.pages.length,
    availableAt: availableAt(episode, tier)?.toISOString() ?? null,
    available: isAvailable(episode, tier, now),
  };
}

export function toEpisode(episode: EpisodeEntity, tier: Tier | null, now: Date): Episode {
  return {
    ...toEpisodeSummary(episode, tier, now),
    ...(hasDrawnPanels(episode) ? { arabicPanels: true } : {}),
    pages: episode.pages.map((page) => ({
      number: page.number,
      image: page.image,
      ...(page.text ? { text: page.text } : {}),
      ...(page.textAr ? { textAr: page.textAr } : {}),
    })),
  };
}

export function toReadingProgress(
  slug: string,
  progress: Pick<ReadingProgressEntity, 'currentPage' | 'totalPages' | 'completed' | 'lastReadAt'>,
): ReadingProgress {
  return {
    slug,
    currentPage: progress.currentPage,
    totalPages: progress.totalPages,
    completed: progress.completed,
    lastReadAt: progress.lastReadAt.toISOString(),
  };
}
