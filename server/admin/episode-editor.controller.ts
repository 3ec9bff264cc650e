import { Body, Controller, Param } from '@nestjs/common';
import {
  type EditorEpisode,
  type EditorEpisodeSummary,
  editorEpisodeListSchema,
  editorEpisodeSchema,
  type EpisodeChanges,
  episodeChangesSchema,
  type EpisodeDraft,
  episodeDraftSchema,
  type EpisodePagesBody,
  episodePagesBodySchema,
} from '../../shared/schemas/admin-episodes.schemas.js';
import { episodeParamsSchema } from '../../shared/schemas/content.schemas.js';
import { RequireRoles, RolesGuard } from '../auth/roles.guard.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { AdminService } from './admin.service.js';
import { EpisodeEditorService } from './episode-editor.service.js';

const ADMIN_ONLY = { tag: 'admin', signedIn: true as const, guards: [RolesGuard] };
const NOT_ADMIN = 'Not an ADMIN account, or the request comes from another site';
const AUDITED = 'Logged in the audit log, in the same transaction.';

/** The episode editor of the operations console (ADMIN accounts only). */
@Controller('admin/episodes')
@RequireRoles('ADMIN')
export class EpisodeEditorController {
  constructor(
    private readonly admin: AdminService,
    private readonly editor: EpisodeEditorService,
  ) {}

  @Endpoint('GET', '', {
    summary: 'Every episode, published or not, by arc and number (ADMIN accounts only)',
    response: editorEpisodeListSchema,
    responseDescription: 'The episodes',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN },
  })
  list(): Promise<EditorEpisodeSummary[]> {
    return this.editor.list();
  }

  @Endpoint('POST', '', {
    summary: 'Creates an episode, unpublished and without pages (ADMIN accounts only)',
    description: `Its slug is the arc's and the number's: \`guardians-of-dubai-004\`. ${AUDITED}`,
    body: episodeDraftSchema,
    status: 201,
    response: editorEpisodeSchema,
    responseDescription: 'The new episode',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 409: 'The arc has an episode with this number' },
  })
  async create(
    @SessionUserId() actorId: string,
    @Body() body: EpisodeDraft,
  ): Promise<EditorEpisode> {
    return this.editor.create(await this.admin.actor(actorId), body);
  }

  @Endpoint('GET', ':slug', {
    summary: 'One episode with its pages as the editor shows them (ADMIN accounts only)',
    params: episodeParamsSchema,
    response: editorEpisodeSchema,
    responseDescription: 'The episode',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'Episode not found' },
  })
  get(@Param('slug') slug: string): Promise<EditorEpisode> {
    return this.editor.get(slug);
  }

  @Endpoint('PATCH', ':slug', {
    summary: "Changes an episode's words, tier, release time or cover (ADMIN accounts only)",
    description: `The cover is a key from an upload with \`kind=cover\`. ${AUDITED}`,
    params: episodeParamsSchema,
    body: episodeChangesSchema,
    response: editorEpisodeSchema,
    responseDescription: 'The episode',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'Episode not found' },
  })
  async update(
    @SessionUserId() actorId: string,
    @Param('slug') slug: string,
    @Body() body: EpisodeChanges,
  ): Promise<EditorEpisode> {
    return this.editor.update(await this.admin.actor(actorId), slug, body);
  }

  @Endpoint('PUT', ':slug/pages', {
    summary:
      "Sets an episode's pages in reading order, each with its alt text (ADMIN accounts only)",
    description: `Each page is a key from POST /api/admin/uploads. ${AUDITED}`,
    params: episodeParamsSchema,
    body: episodePagesBodySchema,
    response: editorEpisodeSchema,
    responseDescription: 'The episode with its pages',
    ...ADMIN_ONLY,
    errors: {
      403: NOT_ADMIN,
      404: 'Episode not found',
      409: 'A generated episode: its pages are not edited here',
    },
  })
  async setPages(
    @SessionUserId() actorId: string,
    @Param('slug') slug: string,
    @Body() body: EpisodePagesBody,
  ): Promise<EditorEpisode> {
    return this.editor.setPages(await this.admin.actor(actorId), slug, body);
  }

  @Endpoint('POST', ':slug/publish', {
    summary: 'Publishes an episode: readers get it by the release rule (ADMIN accounts only)',
    description: AUDITED,
    params: episodeParamsSchema,
    response: editorEpisodeSchema,
    responseDescription: 'The episode',
    ...ADMIN_ONLY,
    errors: {
      403: NOT_ADMIN,
      404: 'Episode not found',
      409: 'Published already, or without pages',
    },
  })
  async publish(
    @SessionUserId() actorId: string,
    @Param('slug') slug: string,
  ): Promise<EditorEpisode> {
    return this.editor.publish(await this.admin.actor(actorId), slug, true);
  }

  @Endpoint('POST', ':slug/unpublish', {
    summary: 'Takes an episode back from readers (ADMIN accounts only)',
    description: AUDITED,
    params: episodeParamsSchema,
    response: editorEpisodeSchema,
    responseDescription: 'The episode',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'Episode not found', 409: 'Not published' },
  })
  async unpublish(
    @SessionUserId() actorId: string,
    @Param('slug') slug: string,
  ): Promise<EditorEpisode> {
    return this.editor.publish(await this.admin.actor(actorId), slug, false);
  }
}
