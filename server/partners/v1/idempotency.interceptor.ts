import { createHash } from 'node:crypto';
import {
  BadRequestException,
  type CallHandler,
  ConflictException,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { from, type Observable, of, switchMap } from 'rxjs';
import { catchError, mergeMap } from 'rxjs/operators';
import { DataSource } from 'typeorm';
import type { PartnerRequest } from '../accounts/partner-member.guard.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * `Idempotency-Key` on the partner API's writes: the first request with a key runs and its answer
 * is kept for 24 hours; a repeat with the same key and the same request gets that answer again
 * (header `Idempotent-Replayed: true`) without running twice; the same key with another request,
 * or while the first is still running, is a 409.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly dataSource: DataSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<PartnerRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined || !req.partnerId) return next.handle();
    if (!KEY_PATTERN.test(key)) {
      throw new BadRequestException({
        message: `Validation failed: ${IDEMPOTENCY_HEADER}: 1 to 200 visible ASCII characters`,
        errors: { [IDEMPOTENCY_HEADER]: ['1 to 200 visible ASCII characters'] },
      });
    }
    const partnerId = req.partnerId;
    const hash = createHash('sha256')
      .update(`${req.method} ${req.originalUrl.split('?')[0]} ${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    return from(this.claim(partnerId, key, hash)).pipe(
      switchMap((stored) => {
        if (stored) {
          res.setHeader('Idempotent-Replayed', 'true');
          return of(stored.body);
        }
        return next.handle().pipe(
          mergeMap(async (body: unknown) => {
            await this.dataSource.query(
              `UPDATE idempotency_keys SET status = $3, body = $4 WHERE partner_id = $1 AND key = $2`,
              [partnerId, key, res.statusCode, JSON.stringify(body ?? null)],
            );
            return body;
          }),
          catchError(async (error: unknown) => {
            // A refused or failed request did nothing: the key may be used again.
            await this.dataSource.query(
              `DELETE FROM idempotency_keys WHERE partner_id = $1 AND key = $2`,
              [partnerId, key],
            );
            throw error;
          }),
        );
      }),
    );
  }

  /** null when this request is the key's first (now claimed), else the stored answer. */
  private async claim(
    partnerId: string,
    key: string,
    hash: string,
  ): Promise<{ body: unknown } | null> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE partner_id = $1 AND created_at < now() - interval '24 hours'`,
      [partnerId],
    );
    const inserted = (await this.dataSource.query(
      `INSERT INTO idempotency_keys (partner_id, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING key`,
      [partnerId, key, hash],
    )) as unknown[];
    if (inserted.length) return null;
    const [row] = (await this.dataSource.query(
      `SELECT request_hash, status, body FROM idempotency_keys WHERE partner_id = $1 AND key = $2`,
      [partnerId, key],
    )) as { request_hash: string; status: number | null; body: unknown }[];
    if (!row) return this.claim(partnerId, key, hash);
    if (row.request_hash !== hash) {
      throw new ConflictException(`This ${IDEMPOTENCY_HEADER} was used with another request`);
    }
    if (row.status === null) {
      throw new ConflictException(`A request with this ${IDEMPOTENCY_HEADER} is still running`);
    }
    return { body: row.body };
  }
}
