import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EpisodeEntity } from './entities/episode.entity.js';

@Injectable()
export class EpisodesRepository {
  constructor(
    @InjectRepository(EpisodeEntity) private readonly episodes: Repository<EpisodeEntity>,
  ) {}

  /** Published episodes, featured first, then by release date and title. */
  listPublished(): Promise<EpisodeEntity[]> {
    return this.episodes.find({
      where: { published: true },
      order: { featured: 'DESC', releaseAt: { direction: 'ASC', nulls: 'LAST' }, title: 'ASC' },
    });
  }

  /** Published episodes of one series (arc), in the same order. */
  listPublishedInArc(arc: string): Promise<EpisodeEntity[]> {
    return this.episodes.find({
      where: { published: true, arc },
      order: { featured: 'DESC', releaseAt: { direction: 'ASC', nulls: 'LAST' }, title: 'ASC' },
    });
  }

  /** Moves an episode's release; false when there is no episode with that slug. */
  async setReleaseAt(slug: string, releaseAt: Date): Promise<boolean> {
    const result = await this.episodes.update({ slug }, { releaseAt });
    return (result.affected ?? 0) > 0;
  }

  /** An episode, published or not. */
  findBySlug(slug: string): Promise<EpisodeEntity | null> {
    return this.episodes.findOne({ where: { slug } });
  }

  findPublishedBySlug(slug: string): Promise<EpisodeEntity | null> {
    return this.episodes.findOne({ where: { slug, published: true } });
  }
}
