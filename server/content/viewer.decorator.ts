import {
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  type PipeTransform,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Tier } from '../../shared/enums.js';
import { UsersService } from '../auth/users.service.js';
import { sessionUserId } from '../common/session.js';

/** Who is asking: a signed-in member's id and tier, or a visitor (null tier, counted as FREE). */
export interface Viewer {
  userId: string | null;
  tier: Tier | null;
}

/** The session's member, or a visitor when nobody (or a deleted account) is signed in. */
@Injectable()
export class ViewerPipe implements PipeTransform<string | undefined, Promise<Viewer>> {
  constructor(private readonly users: UsersService) {}

  async transform(userId: string | undefined): Promise<Viewer> {
    const user = userId ? await this.users.findById(userId) : null;
    return user ? { userId: user.id, tier: user.tier } : { userId: null, tier: null };
  }
}

const SessionUserIdOrNone = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined =>
    sessionUserId(context.switchToHttp().getRequest<Request>()),
);

/**
 * The asking reader as a handler parameter (`@Viewer() viewer: Viewer`), read once per request,
 * so a handler makes one service call. Visitors are welcome: pair it with `signedIn` to require
 * an account.
 */
export const Viewer = (): ParameterDecorator => SessionUserIdOrNone(undefined, ViewerPipe);
