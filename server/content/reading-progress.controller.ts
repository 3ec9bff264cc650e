import { Body, Controller, Param } from '@nestjs/common';
import { z } from 'zod';
import {
  episodeParamsSchema,
  type ReadingProgress,
  type ReadingProgressBody,
  readingProgressSchema,
  readingProgressViewSchema,
} from '../../shared/schemas/content.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { ReadingProgressService } from './reading-progress.service.js';

@Controller('progress')
export class ReadingProgressController {
  constructor(private readonly progress: ReadingProgressService) {}

  @Endpoint('GET', '', {
    tag: 'content',
    summary: "The signed-in user's reading progress, most recently read first",
    response: z.array(readingProgressViewSchema),
    responseDescription: 'The progress per episode',
    signedIn: true,
  })
  list(@SessionUserId() userId: string): Promise<ReadingProgress[]> {
    return this.progress.list(userId);
  }

  @Endpoint('PUT', ':slug', {
    tag: 'content',
    summary: 'Saves the page the signed-in user is on; the last page marks the episode completed',
    params: episodeParamsSchema,
    body: readingProgressSchema,
    response: readingProgressViewSchema,
    responseDescription: 'The saved progress',
    signedIn: true,
    errors: { 404: 'Episode not found' },
  })
  save(
    @SessionUserId() userId: string,
    @Param('slug') slug: string,
    @Body() body: ReadingProgressBody,
  ): Promise<ReadingProgress> {
    return this.progress.save(userId, slug, body);
  }
}
