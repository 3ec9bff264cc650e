import { Controller, Param } from '@nestjs/common';
import {
  comicParamsSchema,
  type ComicReadCount,
  comicReadCountSchema,
} from '../../shared/schemas/content.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { ComicReadsService } from './comic-reads.service.js';

@Controller('comic-reads')
export class ComicReadsController {
  constructor(private readonly comicReads: ComicReadsService) {}

  @Endpoint('GET', ':comicId', {
    tag: 'content',
    summary: "A comic's read count (0 when it has never been read)",
    params: comicParamsSchema,
    response: comicReadCountSchema,
    responseDescription: 'The count',
    errors: { 404: 'Comic not found' },
  })
  get(@Param('comicId') comicId: string): Promise<ComicReadCount> {
    return this.comicReads.get(comicId);
  }

  @Endpoint('POST', ':comicId', {
    tag: 'content',
    summary: "Counts one read of a comic (the reader calls it on a device's first open)",
    params: comicParamsSchema,
    response: comicReadCountSchema,
    responseDescription: 'The new count',
    errors: { 404: 'Comic not found' },
  })
  increment(@Param('comicId') comicId: string): Promise<ComicReadCount> {
    return this.comicReads.increment(comicId);
  }
}
