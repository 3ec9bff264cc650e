import { Body, Controller, HttpException, HttpStatus, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type EventBatchBody,
  type EventBatchResult,
  eventBatchResultSchema,
  eventBatchSchema,
} from '../../../shared/schemas/measurement.schemas.js';
import { Endpoint } from '../../common/endpoint.js';
import { isBot, isPrefetch, MeasurementService } from './measurement.service.js';

/** Batches one server stores at once; beyond that a batch is refused (429) rather than queued. */
const MAX_BATCHES_IN_FLIGHT = 12;
const BUSY = 'The event collector is busy; send the batch again in a second';

/** The one endpoint the sponsor units report to (navigator.sendBeacon, batches of up to 50). */
@Controller('events')
export class EventsController {
  private inFlight = 0;

  constructor(private readonly measurement: MeasurementService) {}

  @Endpoint('POST', '', {
    tag: 'partners',
    summary: 'Records a batch of sponsor-unit events (impression, viewable, click)',
    description:
      'Sent by the site with navigator.sendBeacon. Known bots and prefetches are answered but not counted; no address is stored (a daily salted hash counts unique visitors; repeats within 30 minutes count once as unique). Only events of APPROVED or ACTIVE campaigns count.',
    body: eventBatchSchema,
    response: eventBatchResultSchema,
    responseDescription: 'How many events were counted',
    errors: { 429: BUSY },
  })
  async record(
    @Body() body: EventBatchBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<EventBatchResult> {
    const userAgent = req.get('user-agent') ?? '';
    if (isBot(userAgent) || isPrefetch(req.headers)) return { accepted: 0 };
    if (this.inFlight >= MAX_BATCHES_IN_FLIGHT) {
      res.setHeader('Retry-After', '1');
      throw new HttpException(BUSY, HttpStatus.TOO_MANY_REQUESTS);
    }
    this.inFlight += 1;
    try {
      const accepted = await this.measurement.ingest(body.events, req.ip ?? '', userAgent);
      return { accepted };
    } finally {
      this.inFlight -= 1;
    }
  }
}
