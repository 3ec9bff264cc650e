import { Injectable, NotFoundException } from '@nestjs/common';
import type { Episode, EpisodeSummary } from '../../shared/schemas/content.schemas.js';
import { toEpisode, toEpisodeSummary } from './content.mappers.js';
import type { EpisodeEntity } from './entities/episode.entity.js';
import { EpisodesRepository } from './episodes.repository.js';

export const EPISODE_NOT_FOUND = 'Episode not found';

@Injectable()
export class EpisodesService {
  constructor(private readonly episodes: EpisodesRepository) {}

  async list(): Promise<EpisodeSummary[]> {
    return (await this.episodes.listPublished()).map(toEpisodeSummary);
  }

  async get(slug: string): Promise<Episode> {
    return toEpisode(await this.findPublished(slug));
  }

  /** A published episode, or the 404 every content endpoint gives for any other slug. */
  async findPublished(slug: string): Promise<EpisodeEntity> {
    const episode = await this.episodes.findPublishedBySlug(slug);
    if (!episode) throw new NotFoundException(EPISODE_NOT_FOUND);
    return episode;
  }
}
