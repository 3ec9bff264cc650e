import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in user's id; use behind SessionAuthGuard. */
export const SessionUserId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const userId = context.switchToHttp().getRequest<Request>().session?.userId;
  if (!userId) throw new UnauthorizedException('Not signed in');
  return userId;
});
