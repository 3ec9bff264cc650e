import { Body, Controller, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  type Hero,
  type HeroBody,
  heroParamsSchema,
  heroReportedSchema,
  heroSchema,
  heroViewSchema,
  type OwnHero,
  ownHeroSchema,
  SUBMITTER_BLOCKED,
} from '../../shared/schemas/community.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { sessionUserId } from '../common/session.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { HeroesService } from './heroes.service.js';
import { voterOf } from './voter-cookie.js';

@Controller('heroes')
export class HeroesController {
  constructor(
    private readonly heroes: HeroesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint('GET', '', {
    tag: 'community',
    summary: 'Fan-made heroes staff approved, newest first (at most 50)',
    response: z.array(heroViewSchema),
    responseDescription: 'The heroes',
  })
  list(): Promise<Hero[]> {
    return this.heroes.list();
  }

  @Endpoint('POST', '', {
    tag: 'community',
    summary: 'Submits a fan-made hero: held until staff approve it',
    description:
      'The hero is PENDING until staff approve it; a word filter (English and Arabic) puts it first in their queue. Submitted while signed in, it belongs to the account (GET /api/heroes/mine). The submitter is the account or, for a visitor, the browser (the signed voter cookie, set here when missing); a submitter staff blocked is refused.',
    body: heroSchema,
    status: 201,
    response: ownHeroSchema,
    responseDescription: 'The hero and its state',
    throttled: true,
    errors: { 403: SUBMITTER_BLOCKED },
  })
  create(
    @Body() body: HeroBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OwnHero> {
    const userId = sessionUserId(req);
    const submitter = voterOf(req, res, this.config.sessionSecret, userId);
    return this.heroes.create(body, userId ?? null, submitter);
  }

  @Endpoint('GET', 'mine', {
    tag: 'community',
    summary: 'The heroes the signed-in account submitted, with their state',
    response: z.array(ownHeroSchema),
    responseDescription: "The account's heroes, newest first, with staff's reason when refused",
    signedIn: true,
  })
  mine(@SessionUserId() userId: string): Promise<OwnHero[]> {
    return this.heroes.own(userId);
  }

  @Endpoint('POST', ':id/report', {
    tag: 'community',
    summary: 'Reports an approved hero to staff',
    params: heroParamsSchema,
    response: heroReportedSchema,
    responseDescription: 'The report is counted; staff see the most reported heroes first',
    throttled: true,
    errors: { 404: 'Hero not found' },
  })
  report(@Param('id') id: string): Promise<{ reported: true }> {
    return this.heroes.report(id);
  }
}
