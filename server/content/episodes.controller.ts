import { Controller, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  type Episode,
  episodeParamsSchema,
  episodeSchema,
  type EpisodeSummary,
  episodeSummarySchema,
} from '../../shared/schemas/content.schemas.js';
import {
  type CalendarLink,
  calendarLinkSchema,
  type CalendarQuery,
  calendarQuerySchema,
  episodeLockedSchema,
  episodePageParamsSchema,
  type PanelsQuery,
  panelsQuerySchema,
} from '../../shared/schemas/episodes.schemas.js';
import { guidedDocumentSchema } from '../../shared/content/guided.schemas.js';
import { RELEASE_DELAY_DAYS } from '../../shared/tiers.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { EpisodeCalendarService } from './episode-calendar.service.js';
import { EpisodesService, type ServedFile, type ServedPanels } from './episodes.service.js';
import { Viewer } from './viewer.decorator.js';

const LOCKED = `Not out for this reader yet (SILVER and above at releaseAt, FREE and visitors ${RELEASE_DELAY_DAYS.FREE} days later) or never at this tier: \`availableAt\` and \`requiredTier\` say when and what`;

/**
 * Member-only files: a browser may keep them, but asks the gate again before each use (the ETag
 * makes that a 304 when still allowed), so nothing stays readable after sign-out or a tier change.
 */
const MEMBER_ONLY = 'private, no-cache';

/** Sends a generated SVG from its folder or an uploaded file's bytes, each with its ETag. */
export function sendServedFile(res: Response, file: ServedFile): void {
  if ('path' in file) {
    res.type('image/svg+xml');
    res.sendFile(file.path);
    return;
  }
  res.type(file.contentType);
  res.send(file.data);
}

/** Sends panel data: the generated file, or the document built from the boxes drawn. */
export function sendPanels(res: Response, panels: ServedPanels): void {
  res.type('application/json');
  if ('path' in panels) res.sendFile(panels.path);
  else res.send(JSON.stringify(panels.document));
}

@Controller('episodes')
export class EpisodesController {
  constructor(
    private readonly episodes: EpisodesService,
    private readonly calendar: EpisodeCalendarService,
  ) {}

  @Endpoint('GET', '', {
    tag: 'content',
    summary: 'Published episodes without their pages, featured first',
    description:
      'Each says when the asking reader may read it (`availableAt`) and whether they may now (`available`).',
    response: z.array(episodeSummarySchema),
    responseDescription: 'The episodes',
  })
  list(@Viewer() viewer: Viewer): Promise<EpisodeSummary[]> {
    return this.episodes.list(viewer);
  }

  @Endpoint('GET', 'calendar.ics', {
    tag: 'content',
    summary: 'iCalendar feed of episode releases',
    description:
      'One event per published episode at the time the tier may read it. With `token` (from /api/episodes/calendar-link) the times are that member’s own; otherwise `tier` (default FREE, as for visitors).',
    query: calendarQuerySchema,
    produces: 'text/calendar',
    response: z.string(),
    responseDescription: 'The calendar (text/calendar)',
    errors: { 404: 'Calendar link not found (the token names no member)' },
  })
  async calendarFeed(
    @Query() query: CalendarQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const body = await this.calendar.feed(query, `${req.protocol}://${req.get('host') ?? ''}`);
    res.type('text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="abtal-episodes.ics"');
    res.send(body);
  }

  @Endpoint('GET', 'calendar-link', {
    tag: 'content',
    summary: "The signed-in member's private calendar feed, with their own unlock times",
    response: calendarLinkSchema,
    responseDescription: 'The path of the feed (keep it private: it names the member)',
    signedIn: true,
  })
  calendarLink(@SessionUserId() userId: string): Promise<CalendarLink> {
    return this.calendar.linkFor(userId);
  }

  @Endpoint('POST', 'calendar-link/rotate', {
    tag: 'content',
    summary: "Replaces the member's private calendar link: the old one stops working at once",
    description:
      'The link also ends with "log out everywhere", a password change and a password reset.',
    response: calendarLinkSchema,
    responseDescription: 'The path of the new feed',
    signedIn: true,
  })
  rotateCalendarLink(@SessionUserId() userId: string): Promise<CalendarLink> {
    return this.calendar.rotate(userId);
  }

  @Endpoint('GET', ':slug', {
    tag: 'content',
    summary: 'One published episode with its pages, when the asking reader may read it',
    params: episodeParamsSchema,
    response: episodeSchema,
    responseDescription: 'The episode',
    errors: { 403: LOCKED, 404: 'Episode not found' },
    errorBodies: { 403: episodeLockedSchema },
  })
  get(@Param('slug') slug: string, @Viewer() viewer: Viewer): Promise<Episode> {
    return this.episodes.get(slug, viewer);
  }

  @Endpoint('GET', ':slug/cover', {
    tag: 'content',
    summary: 'The cover of a server episode: shown to everyone, before and after its release',
    params: episodeParamsSchema,
    produces: 'image/*',
    response: z.string(),
    responseDescription: 'The cover (SVG, or WebP for an episode made in the console)',
    errors: { 404: 'Episode or cover not found' },
  })
  async cover(@Param('slug') slug: string, @Res() res: Response): Promise<void> {
    const file = await this.episodes.coverFile(slug);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    sendServedFile(res, file);
  }

  @Endpoint('GET', ':slug/panels', {
    tag: 'content',
    summary:
      'The panel data of a server episode (guided view, text layer), by the same release rule',
    description:
      'Per page, its panels in reading order, each with its box on the page (`#xywh=percent:`), its scene description and its lettering with the speaker named; shaped after the Readium Guided Navigation draft.',
    params: episodeParamsSchema,
    query: panelsQuerySchema,
    response: guidedDocumentSchema,
    responseDescription: 'The panel data',
    errors: { 403: LOCKED, 404: 'Episode or panel data not found' },
    revalidated: true,
    errorBodies: { 403: episodeLockedSchema },
  })
  async panels(
    @Param('slug') slug: string,
    @Query() query: PanelsQuery,
    @Viewer() viewer: Viewer,
    @Res() res: Response,
  ): Promise<void> {
    const panels = await this.episodes.panelsFile(slug, viewer, query.language);
    res.setHeader('Cache-Control', MEMBER_ONLY);
    sendPanels(res, panels);
  }

  @Endpoint('GET', ':slug/pages/:page', {
    tag: 'content',
    summary: 'The image of one page of a server episode, by the same release rule',
    params: episodePageParamsSchema,
    produces: 'image/*',
    response: z.string(),
    responseDescription: 'The page (SVG, or WebP for an episode made in the console)',
    errors: { 403: LOCKED, 404: 'Episode or page not found' },
    revalidated: true,
    errorBodies: { 403: episodeLockedSchema },
  })
  async page(
    @Param('slug') slug: string,
    @Param('page') page: number,
    @Viewer() viewer: Viewer,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.episodes.pageFile(slug, page, viewer);
    res.setHeader('Cache-Control', MEMBER_ONLY);
    sendServedFile(res, file);
  }
}
