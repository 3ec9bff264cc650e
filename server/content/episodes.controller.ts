import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Episode, EpisodeSummary } from '../../shared/schemas/content.schemas.js';
import { EPISODE_SCHEMA, EPISODE_SUMMARY_LIST_SCHEMA } from './content.openapi.js';
import { EpisodesService } from './episodes.service.js';

@ApiTags('content')
@Controller('episodes')
export class EpisodesController {
  constructor(private readonly episodes: EpisodesService) {}

  @Get()
  @ApiOperation({ summary: 'Published episodes without their pages, featured first' })
  @ApiOkResponse({ description: 'EpisodeSummary[]', schema: EPISODE_SUMMARY_LIST_SCHEMA })
  list(): Promise<EpisodeSummary[]> {
    return this.episodes.list();
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One published episode with its pages' })
  @ApiParam({ name: 'slug', example: 'dubai-guardians' })
  @ApiOkResponse({ description: 'Episode', schema: EPISODE_SCHEMA })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  get(@Param('slug') slug: string): Promise<Episode> {
    return this.episodes.get(slug);
  }
}
