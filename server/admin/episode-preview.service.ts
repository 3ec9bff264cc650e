import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  type EpisodePreview,
  type PreviewAudience,
  previewPath,
} from '../../shared/schemas/admin-episodes.schemas.js';
import { EPISODE_LOCKED_MESSAGE } from '../../shared/schemas/episodes.schemas.js';
import type { Tier } from '../../shared/enums.js';
import { EpisodeEntity } from '../content/entities/episode.entity.js';
import {
  EpisodesService,
  type ServedFile,
  type ServedPanels,
} from '../content/episodes.service.js';

const tierOf = (as: PreviewAudience): Tier | null => (as === 'VISITOR' ? null : as);

/**
 * The console's preview: what a visitor or a member of one tier sees of an episode right now, by
 * the readers' own release rule, whether it is published or not. Reads only: nothing of the staff
 * member's own reading is touched.
 */
@Injectable()
export class EpisodePreviewService {
  constructor(
    private readonly episodes: EpisodesService,
    @InjectRepository(EpisodeEntity) private readonly rows: Repository<EpisodeEntity>,
  ) {}

  async preview(slug: string, as: PreviewAudience): Promise<EpisodePreview> {
    const episode = await this.find(slug);
    const tier = tierOf(as);
    const locked = this.episodes.lockFor(episode, tier);
    const seen = this.episodes.asSeenBy(episode, tier);
    const { pages, ...summary } = seen;
    const cover = episode.coverFile || episode.coverImage ? previewPath(slug, '/cover', as) : null;
    return {
      as,
      published: episode.published,
      summary: { ...summary, coverImage: cover },
      episode: locked
        ? null
        : {
            ...seen,
            coverImage: cover,
            pages: pages.map((page) => ({
              ...page,
              image: previewPath(slug, `/pages/${page.number}`, as),
            })),
          },
      locked: locked
        ? { statusCode: 403, error: 'Forbidden', message: EPISODE_LOCKED_MESSAGE, ...locked }
        : null,
      panels: !locked && this.episodes.hasPanels(episode) ? previewPath(slug, '/panels', as) : null,
      panelsAr:
        !locked && seen.arabicPanels ? `${previewPath(slug, '/panels', as)}&language=ar` : null,
    };
  }

  async page(slug: string, page: number, as: PreviewAudience): Promise<ServedFile> {
    return this.episodes.pageOf(await this.readable(slug, as), page);
  }

  async panels(slug: string, as: PreviewAudience, language: 'en' | 'ar'): Promise<ServedPanels> {
    return this.episodes.panelsOf(await this.readable(slug, as), language);
  }

  async cover(slug: string): Promise<ServedFile> {
    return this.episodes.coverOf(await this.find(slug));
  }

  /** The episode when the audience reads it now; 403 otherwise. */
  private async readable(slug: string, as: PreviewAudience): Promise<EpisodeEntity> {
    const episode = await this.find(slug);
    // The preview's own answer says when and why: the file is refused without the details.
    if (this.episodes.lockFor(episode, tierOf(as)))
      throw new ForbiddenException(EPISODE_LOCKED_MESSAGE);
    return episode;
  }

  private async find(slug: string): Promise<EpisodeEntity> {
    const episode = await this.rows.findOneBy({ slug });
    if (!episode) throw new NotFoundException('Episode not found');
    return episode;
  }
}
