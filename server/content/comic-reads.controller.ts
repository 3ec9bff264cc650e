import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { ComicReadCount } from '../../shared/schemas/content.schemas.js';
import { ComicReadsService } from './comic-reads.service.js';
import { COMIC_READ_COUNT_SCHEMA } from './content.openapi.js';

@ApiTags('content')
@Controller('comic-reads')
export class ComicReadsController {
  constructor(private readonly comicReads: ComicReadsService) {}

  @Get(':comicId')
  @ApiOperation({ summary: "A comic's read count (0 when it has never been read)" })
  @ApiParam({ name: 'comicId', example: 'origins-1' })
  @ApiOkResponse({ description: '{ comicId, count }', schema: COMIC_READ_COUNT_SCHEMA })
  @ApiNotFoundResponse({ description: 'Comic not found' })
  get(@Param('comicId') comicId: string): Promise<ComicReadCount> {
    return this.comicReads.get(comicId);
  }

  @Post(':comicId')
  @HttpCode(200)
  @ApiOperation({
    summary: "Counts one read of a comic (the reader calls it on a device's first open)",
  })
  @ApiParam({ name: 'comicId', example: 'origins-1' })
  @ApiOkResponse({ description: 'The new count', schema: COMIC_READ_COUNT_SCHEMA })
  @ApiNotFoundResponse({ description: 'Comic not found' })
  increment(@Param('comicId') comicId: string): Promise<ComicReadCount> {
    return this.comicReads.increment(comicId);
  }
}
