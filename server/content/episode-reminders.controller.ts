import { Controller, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { episodeParamsSchema } from '../../shared/schemas/content.schemas.js';
import { type Reminder, reminderSchema } from '../../shared/schemas/episodes.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { editionOf } from '../mail/edition.js';
import { EpisodeRemindersService } from './episode-reminders.service.js';
import { Viewer } from './viewer.decorator.js';

const removedSchema = z.object({ slug: z.string(), removed: z.boolean() });

@Controller('reminders')
export class EpisodeRemindersController {
  constructor(private readonly reminders: EpisodeRemindersService) {}

  @Endpoint('GET', '', {
    tag: 'content',
    summary: 'The signed-in member’s "Remind me" episodes, soonest unlock first',
    description:
      '`available` turns true once the episode is out for the member: time for the notice.',
    response: z.array(reminderSchema),
    responseDescription: 'The reminders',
    signedIn: true,
  })
  // The session's id, even if the account is gone: the member's tier comes from the viewer.
  list(@SessionUserId() userId: string, @Viewer() viewer: Viewer): Promise<Reminder[]> {
    return this.reminders.list({ ...viewer, userId });
  }

  @Endpoint('PUT', ':slug', {
    tag: 'content',
    summary: '"Remind me" when an episode unlocks for the signed-in member (kept once)',
    description:
      'The member is mailed once when the episode unlocks for them (by the release rule and their tier at that moment), in the language of the Content-Language header; the notice also stays in `GET /api/reminders`.',
    params: episodeParamsSchema,
    response: reminderSchema,
    responseDescription: 'The reminder',
    signedIn: true,
    errors: { 404: 'Episode not found' },
  })
  add(
    @SessionUserId() userId: string,
    @Param('slug') slug: string,
    @Viewer() viewer: Viewer,
    @Req() req: Request,
  ): Promise<Reminder> {
    return this.reminders.add({ ...viewer, userId }, slug, editionOf(req));
  }

  @Endpoint('DELETE', ':slug', {
    tag: 'content',
    summary: 'Forgets a reminder (once its notice was shown, or on request)',
    params: episodeParamsSchema,
    response: removedSchema,
    responseDescription: 'Whether a reminder was removed',
    signedIn: true,
    errors: { 404: 'Episode not found' },
  })
  remove(
    @SessionUserId() userId: string,
    @Param('slug') slug: string,
  ): Promise<{ slug: string; removed: boolean }> {
    return this.reminders.remove(userId, slug);
  }
}
