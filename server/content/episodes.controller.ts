import { Controller, Param } from '@nestjs/common';
import { z } from 'zod';
import {
  type Episode,
  episodeParamsSchema,
  episodeSchema,
  type EpisodeSummary,
  episodeSummarySchema,
} from '../../shared/schemas/content.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { EpisodesService } from './episodes.service.js';

@Controller('episodes')
export class EpisodesController {
  constructor(private readonly episodes: EpisodesService) {}

  @Endpoint('GET', '', {
    tag: 'content',
    summary: 'Published episodes without their pages, featured first',
    response: z.array(episodeSummarySchema),
    responseDescription: 'The episodes',
  })
  list(): Promise<EpisodeSummary[]> {
    return this.episodes.list();
  }

  @Endpoint('GET', ':slug', {
    tag: 'content',
    summary: 'One published episode with its pages',
    params: episodeParamsSchema,
    response: episodeSchema,
    responseDescription: 'The episode',
    errors: { 404: 'Episode not found' },
  })
  get(@Param('slug') slug: string): Promise<Episode> {
    return this.episodes.get(slug);
  }
}
