import { Controller, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type EpisodePreview,
  type EpisodePreviewPanelsQuery,
  episodePreviewPanelsQuerySchema,
  type EpisodePreviewQuery,
  episodePreviewQuerySchema,
  episodePreviewSchema,
} from '../../shared/schemas/admin-episodes.schemas.js';
import { episodeParamsSchema } from '../../shared/schemas/content.schemas.js';
import { episodePageParamsSchema } from '../../shared/schemas/episodes.schemas.js';
import { guidedDocumentSchema } from '../../shared/content/guided.schemas.js';
import { RequireRoles, RolesGuard } from '../auth/roles.guard.js';
import { Endpoint } from '../common/endpoint.js';
import { sendPanels, sendServedFile } from '../content/episodes.controller.js';
import { EpisodePreviewService } from './episode-preview.service.js';

const ADMIN_ONLY = { tag: 'admin', signedIn: true as const, guards: [RolesGuard] };
const NOT_ADMIN = 'Not an ADMIN account, or the request comes from another site';
const LOCKED = 'The audience may not read it now (the readers’ own answer)';
/** Previews are never kept: each look asks the server again. */
const NOT_KEPT = 'private, no-store';

/**
 * The console's preview of an episode as a visitor or a member of one tier (ADMIN accounts only):
 * published or not, by the readers' release rule. Nothing is recorded.
 */
@Controller('admin/episodes')
@RequireRoles('ADMIN')
export class EpisodePreviewController {
  constructor(private readonly preview: EpisodePreviewService) {}

  @Endpoint('GET', ':slug/preview', {
    summary:
      'What a visitor or a tier sees of an episode now, published or not (ADMIN accounts only)',
    description:
      'The episode with its pages (at the preview’s own addresses) when that audience reads it now, otherwise the gate’s answer: when it opens for them and the tier it needs.',
    params: episodeParamsSchema,
    query: episodePreviewQuerySchema,
    response: episodePreviewSchema,
    responseDescription: 'The preview',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'Episode not found' },
  })
  get(@Param('slug') slug: string, @Query() query: EpisodePreviewQuery): Promise<EpisodePreview> {
    return this.preview.preview(slug, query.as);
  }

  @Endpoint('GET', ':slug/preview/cover', {
    summary: 'The cover of an episode, published or not (ADMIN accounts only)',
    params: episodeParamsSchema,
    query: episodePreviewQuerySchema,
    produces: 'image/*',
    response: z.string(),
    responseDescription: 'The cover',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'Episode or cover not found' },
  })
  async cover(@Param('slug') slug: string, @Res() res: Response): Promise<void> {
    const file = await this.preview.cover(slug);
    res.setHeader('Cache-Control', NOT_KEPT);
    sendServedFile(res, file);
  }

  @Endpoint('GET', ':slug/preview/panels', {
    summary: 'The panel data of an episode as the audience gets it (ADMIN accounts only)',
    params: episodeParamsSchema,
    query: episodePreviewPanelsQuerySchema,
    response: guidedDocumentSchema,
    responseDescription: 'The panel data',
    ...ADMIN_ONLY,
    errors: { 403: `${NOT_ADMIN}; or: ${LOCKED}`, 404: 'Episode or panel data not found' },
  })
  async panels(
    @Param('slug') slug: string,
    @Query() query: EpisodePreviewPanelsQuery,
    @Res() res: Response,
  ): Promise<void> {
    const panels = await this.preview.panels(slug, query.as, query.language);
    res.setHeader('Cache-Control', NOT_KEPT);
    sendPanels(res, panels);
  }

  @Endpoint('GET', ':slug/preview/pages/:page', {
    summary: 'One page image as the audience gets it (ADMIN accounts only)',
    params: episodePageParamsSchema,
    query: episodePreviewQuerySchema,
    produces: 'image/*',
    response: z.string(),
    responseDescription: 'The page',
    ...ADMIN_ONLY,
    errors: { 403: `${NOT_ADMIN}; or: ${LOCKED}`, 404: 'Episode or page not found' },
  })
  async page(
    @Param('slug') slug: string,
    @Param('page') page: number,
    @Query() query: EpisodePreviewQuery,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.preview.page(slug, page, query.as);
    res.setHeader('Cache-Control', NOT_KEPT);
    sendServedFile(res, file);
  }
}
