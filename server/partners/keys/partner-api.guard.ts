import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { ApiKeyScope } from '../../../shared/schemas/api-keys.schemas.js';
import { PgThrottlerStorage } from '../../common/pg-throttler.storage.js';
import { sessionUserId } from '../../common/session.js';
import { PartnerAccountsService } from '../accounts/partner-accounts.service.js';
import { PARTNER_ONLY, type PartnerRequest } from '../accounts/partner-member.guard.js';
import { ApiKeysService } from './api-keys.service.js';

const SCOPE_KEY = 'abtal:partner-scope';

/** The scope a partner API route needs from a key (a partner's signed-in account has them all). */
export const RequireScope = (scope: ApiKeyScope) => SetMetadata(SCOPE_KEY, scope);

export const INVALID_KEY = 'The API key is missing, malformed, unknown, expired or revoked';

/** Requests per window for each key (or each signed-in partner account). */
@Injectable()
export class PartnerApiLimits {
  limit = 600;
  windowMs = 60_000;
}

/**
 * The partner API's door: `Authorization: Bearer <key>` (checked against the stored hash in
 * constant time, on every request, so a revocation holds at once on every server), or the session
 * of a partner's account (the portal). Then the route's scope, then a per-key rate limit with
 * RateLimit headers (429 with Retry-After beyond it). Each keyed request is written to the key's
 * usage log when its answer is sent. The key itself is never logged.
 */
@Injectable()
export class PartnerApiGuard implements CanActivate {
  private readonly limiter: PgThrottlerStorage;

  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeysService,
    private readonly accounts: PartnerAccountsService,
    private readonly limits: PartnerApiLimits,
    dataSource: DataSource,
  ) {
    this.limiter = new PgThrottlerStorage(dataSource);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<PartnerRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const scope = this.reflector.get<ApiKeyScope | undefined>(SCOPE_KEY, context.getHandler());
    const authorization = req.get('authorization');
    let client: string;
    if (authorization !== undefined) {
      const [kind, key] = authorization.trim().split(/\s+/);
      const holder =
        kind?.toLowerCase() === 'bearer' && key ? await this.keys.authenticate(key) : null;
      if (!holder) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="partner-api"');
        throw new UnauthorizedException(INVALID_KEY);
      }
      res.on('finish', () => {
        const path = (req.originalUrl ?? req.url).split('?')[0];
        void this.keys.recordUse(holder.keyId, req.method, path, res.statusCode).catch(() => {});
      });
      if (scope && !holder.scopes.includes(scope)) {
        throw new ForbiddenException(`This key does not have the scope ${scope}`);
      }
      req.partnerId = holder.partnerId;
      client = `key:${holder.keyId}`;
    } else {
      const userId = sessionUserId(req);
      if (!userId) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="partner-api"');
        throw new UnauthorizedException(INVALID_KEY);
      }
      const partnerId = await this.accounts.partnerOf(userId);
      if (!partnerId) throw new ForbiddenException(PARTNER_ONLY);
      req.partnerId = partnerId;
      client = `user:${userId}`;
    }
    await this.rateLimit(client, res);
    return true;
  }

  private async rateLimit(client: string, res: Response): Promise<void> {
    const { limit, windowMs } = this.limits;
    const hit = await this.limiter.increment(client, windowMs, limit, 0, 'partner-api');
    const reset = Math.max(1, hit.timeToExpire);
    res.setHeader('RateLimit-Policy', `${limit};w=${Math.round(windowMs / 1000)}`);
    res.setHeader('RateLimit-Limit', String(limit));
    res.setHeader('RateLimit-Remaining', String(Math.max(0, limit - hit.totalHits)));
    res.setHeader('RateLimit-Reset', String(reset));
    if (hit.totalHits > limit) {
      res.setHeader('Retry-After', String(reset));
      throw new HttpException(
        `Too many requests with this key: ${limit} per ${windowMs / 1000} s`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
