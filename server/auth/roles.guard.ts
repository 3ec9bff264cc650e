import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { sessionUserId } from '../common/session.js';
import type { Role } from '../../shared/enums.js';
import { UsersService } from './users.service.js';

const ROLES_KEY = 'abtal:roles';

/** The roles allowed on a route or controller, checked by RolesGuard. */
export const RequireRoles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * Lets a request through only when its session belongs to a user whose role (read from the database
 * and the ADMIN_EMAILS setting on every request, so a demotion or a removal from the setting takes
 * effect at once: `UsersService.findById`) is one of the route's roles.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const userId = sessionUserId(context.switchToHttp().getRequest<Request>());
    if (!userId) throw new UnauthorizedException('Not signed in');
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException('Not signed in');
    if (!roles.includes(user.role)) {
      throw new ForbiddenException(`Only ${roles.join(' or ')} accounts may do this`);
    }
    return true;
  }
}
