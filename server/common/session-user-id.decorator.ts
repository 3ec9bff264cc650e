import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { sessionUserId } from './session.js';

/** The signed-in user's id; use behind SessionAuthGuard. */
export const SessionUserId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const userId = sessionUserId(context.switchToHttp().getRequest<Request>());
  if (!userId) throw new UnauthorizedException('Not signed in');
  return userId;
});
