import type {
  Episode,
  EpisodeSummary,
  ReadingProgress,
} from '../../shared/schemas/content.schemas.js';
import type { EpisodeEntity } from './entities/episode.entity.js';
import type { ReadingProgressEntity } from './entities/reading-progress.entity.js';

export function toEpisodeSummary(episode: EpisodeEntity): EpisodeSummary {
  return {
    id: episode.id,
    slug: episode.slug,
    title: episode.title,
    description: episode.description,
    arc: episode.arc,
    heroId: episode.heroId,
    coverImage: episode.coverImage,
    requiredTier: episode.requiredTier,
    releaseAt: episode.releaseAt?.toISOString() ?? null,
    lockUntil: episode.lockUntil?.toISOString() ?? null,
    featured: episode.featured,
    pageCount: episode.pages.length,
  };
}

export function toEpisode(episode: EpisodeEntity): Episode {
  return {
    ...toEpisodeSummary(episode),
    pages: episode.pages.map((page) => ({ number: page.number, image: page.image })),
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
