import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type ReadingProgress,
  type ReadingProgressBody,
  readingProgressSchema,
} from '../../shared/schemas/content.schemas.js';
import { SessionAuthGuard } from '../common/session-auth.guard.js';
import { ApiZodBody, ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { READING_PROGRESS_LIST_SCHEMA, READING_PROGRESS_SCHEMA } from './content.openapi.js';
import { ReadingProgressService } from './reading-progress.service.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';

@ApiTags('content')
@ApiCookieAuth()
@UseGuards(SessionAuthGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('progress')
export class ReadingProgressController {
  constructor(private readonly progress: ReadingProgressService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's reading progress, most recently read first" })
  @ApiOkResponse({ description: 'ReadingProgress[]', schema: READING_PROGRESS_LIST_SCHEMA })
  list(@SessionUserId() userId: string): Promise<ReadingProgress[]> {
    return this.progress.list(userId);
  }

  @Put(':slug')
  @ApiOperation({
    summary: 'Saves the page the signed-in user is on; the last page marks the episode completed',
  })
  @ApiParam({ name: 'slug', example: 'origins-1' })
  @ApiZodBody(readingProgressSchema)
  @ApiOkResponse({ description: 'ReadingProgress', schema: READING_PROGRESS_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid page numbers (errors per field)' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  save(
    @SessionUserId() userId: string,
    @Param('slug') slug: string,
    @Body(new ZodValidationPipe(readingProgressSchema)) body: ReadingProgressBody,
  ): Promise<ReadingProgress> {
    return this.progress.save(userId, slug, body);
  }
}
