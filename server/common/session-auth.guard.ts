import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { sessionUserId } from './session.js';

/** Lets a request through only when its session belongs to a signed-in user. */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!sessionUserId(req)) throw new UnauthorizedException('Not signed in');
    return true;
  }
}
