import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type BlockSubmitterBody,
  blockSubmitterSchema,
  deletedSchema,
  type HeroModerationBody,
  heroModerationSchema,
  type HeroQueueQuery,
  heroQueueQuerySchema,
  type ModeratedHero,
  moderatedHeroListSchema,
  moderatedHeroSchema,
  REASON_REQUIRED,
} from '../../shared/schemas/admin.schemas.js';
import { heroParamsSchema } from '../../shared/schemas/community.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { RequireRoles, RolesGuard } from '../auth/roles.guard.js';
import { AdminService } from './admin.service.js';
import { HeroModerationService } from './hero-moderation.service.js';

const ADMIN_ONLY = { tag: 'admin', signedIn: true as const, guards: [RolesGuard] };
const NOT_ADMIN = 'Not an ADMIN account, or the request comes from another site';

/** Community moderation in the operations console: fan heroes held until staff approve them. */
@Controller('admin/heroes')
@RequireRoles('ADMIN')
export class HeroModerationController {
  constructor(
    private readonly admin: AdminService,
    private readonly moderation: HeroModerationService,
  ) {}

  @Endpoint('GET', '', {
    summary: 'Fan heroes in one state, the moderation queue first (ADMIN accounts only)',
    description:
      'PENDING by default. Flagged by the word filter first, then the most reported, then the oldest; at most 200.',
    query: heroQueueQuerySchema,
    response: moderatedHeroListSchema,
    responseDescription: 'The heroes, with their flag, reports and submitter',
    ...ADMIN_ONLY,
    errors: { 403: 'Not an ADMIN account' },
  })
  queue(@Query() query: HeroQueueQuery): Promise<ModeratedHero[]> {
    return this.moderation.queue(query.status);
  }

  @Endpoint('POST', ':id/moderation', {
    summary: 'Approves, rejects, hides or restores a fan hero (ADMIN accounts only)',
    description: `approve: PENDING or REJECTED to APPROVED (public); reject: PENDING to REJECTED; hide: APPROVED to HIDDEN; restore: HIDDEN or REJECTED to APPROVED. reject and hide need a reason, shown to the submitter ("${REASON_REQUIRED}"). Logged in the audit log.`,
    params: heroParamsSchema,
    body: heroModerationSchema,
    response: moderatedHeroSchema,
    responseDescription: 'The hero in its new state',
    ...ADMIN_ONLY,
    errors: {
      403: NOT_ADMIN,
      404: 'Hero not found',
      409: "The hero's state does not allow this decision",
    },
  })
  async decide(
    @SessionUserId() actorId: string,
    @Param('id') id: string,
    @Body() body: HeroModerationBody,
  ): Promise<ModeratedHero> {
    return this.moderation.decide(await this.admin.actor(actorId), id, body);
  }

  @Endpoint('PUT', ':id/submitter-block', {
    summary: "Blocks a fan hero's submitter (ADMIN accounts only): their new heroes are refused",
    description:
      "The submitter is the hero's account or, for a visitor, their browser (the signed voter cookie's id; no IP is kept). The reason stays with staff. Logged in the audit log.",
    params: heroParamsSchema,
    body: blockSubmitterSchema,
    response: moderatedHeroSchema,
    responseDescription: 'The hero, its submitter now blocked',
    ...ADMIN_ONLY,
    errors: {
      403: NOT_ADMIN,
      404: 'Hero not found',
      409: 'The submitter is already blocked, or not known',
    },
  })
  async block(
    @SessionUserId() actorId: string,
    @Param('id') id: string,
    @Body() body: BlockSubmitterBody,
  ): Promise<ModeratedHero> {
    return this.moderation.block(await this.admin.actor(actorId), id, body.reason);
  }

  @Endpoint('DELETE', ':id/submitter-block', {
    summary: "Lifts the block on a fan hero's submitter (ADMIN accounts only)",
    params: heroParamsSchema,
    response: moderatedHeroSchema,
    responseDescription: 'The hero, its submitter no longer blocked',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'Hero not found', 409: 'The submitter is not blocked' },
  })
  async unblock(@SessionUserId() actorId: string, @Param('id') id: string): Promise<ModeratedHero> {
    return this.moderation.unblock(await this.admin.actor(actorId), id);
  }

  @Endpoint('DELETE', ':id', {
    summary: 'Deletes a fan hero for good (ADMIN accounts only)',
    params: heroParamsSchema,
    response: deletedSchema,
    responseDescription: 'The hero is deleted; the audit log keeps what it was',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'Hero not found' },
  })
  async remove(@SessionUserId() actorId: string, @Param('id') id: string) {
    await this.moderation.remove(await this.admin.actor(actorId), id);
    return { success: true as const };
  }
}
