import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { sessionUserId } from '../../common/session.js';
import { PartnerAccountsService } from './partner-accounts.service.js';

/** A request a partner's account or key made: whose partner it is. */
export type PartnerRequest = Request & { partnerId?: string };

export const PARTNER_ONLY = 'Only accounts of an approved partner may do this';

/**
 * Lets a request through only when its session's account belongs to an approved partner (read on
 * every request, so a removal takes effect at once); the handler reads it with `@PartnerId()`.
 */
@Injectable()
export class PartnerMemberGuard implements CanActivate {
  constructor(private readonly accounts: PartnerAccountsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<PartnerRequest>();
    const userId = sessionUserId(req);
    if (!userId) throw new UnauthorizedException('Not signed in');
    const partnerId = await this.accounts.partnerOf(userId);
    if (!partnerId) throw new ForbiddenException(PARTNER_ONLY);
    req.partnerId = partnerId;
    return true;
  }
}

/** The partner a guarded request acts for. */
export const PartnerId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const partnerId = context.switchToHttp().getRequest<PartnerRequest>().partnerId;
  if (!partnerId) throw new ForbiddenException(PARTNER_ONLY);
  return partnerId;
});
