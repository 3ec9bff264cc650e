import { createHash, randomBytes } from 'node:crypto';
import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type {
  IssuedKioskCredential,
  KioskCredentialView,
} from '../../shared/schemas/kiosks.schemas.js';
import { type Actor, AuditLogService } from '../admin/audit-log.service.js';
import { Clock } from '../common/clock.js';
import { KioskCredentialEntity } from './entities/kiosk-credential.entity.js';

export const KIOSK_CREDENTIAL_MESSAGES = {
  missing: 'Missing, wrong or revoked kiosk credential (x-kiosk-token)',
  otherKiosk: 'This credential belongs to another kiosk',
  unknown: 'No credential was issued to this kiosk',
  revoked: 'This kiosk’s credential is already revoked',
};

const SECRET_PREFIX = 'kiosk_';
/** The secret's characters the fleet view shows (the prefix and four more). */
const HINT_LENGTH = SECRET_PREFIX.length + 4;

const sha256 = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

const view = (row: KioskCredentialEntity): KioskCredentialView => ({
  kioskId: row.kioskId,
  hint: row.hint,
  issuedAt: row.issuedAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * One credential per kiosk unit: issued when an operator enrolls the kiosk (a new one replaces the
 * old), revoked by an operator, each in the audit log. A heartbeat is accepted only with the
 * kiosk's own, unrevoked credential, so one leaked secret speaks for one kiosk, never the fleet.
 */
@Injectable()
export class KioskCredentialsService {
  constructor(
    @InjectRepository(KioskCredentialEntity)
    private readonly credentials: Repository<KioskCredentialEntity>,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  /** Refuses a heartbeat unless `secret` is `kioskId`'s own credential, not revoked. */
  async check(secret: string | undefined, kioskId: string): Promise<void> {
    const row = secret ? await this.credentials.findOneBy({ secretHash: sha256(secret) }) : null;
    if (!row || row.revokedAt) throw new UnauthorizedException(KIOSK_CREDENTIAL_MESSAGES.missing);
    if (row.kioskId !== kioskId) throw new ForbiddenException(KIOSK_CREDENTIAL_MESSAGES.otherKiosk);
  }

  /** Every kiosk's credential, by kiosk. */
  async list(): Promise<KioskCredentialView[]> {
    return (await this.credentials.find({ order: { kioskId: 'ASC' } })).map(view);
  }

  /** Enrolls the kiosk: a new credential, shown this once; the kiosk's earlier one stops working. */
  enroll(actor: Actor, kioskId: string): Promise<IssuedKioskCredential> {
    return this.audit.act(actor, async (manager) => {
      const before = await manager.findOneBy(KioskCredentialEntity, { kioskId });
      const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = manager.create(KioskCredentialEntity, {
        kioskId,
        secretHash: sha256(secret),
        hint: secret.slice(0, HINT_LENGTH),
        issuedAt: this.clock.now(),
        revokedAt: null,
      });
      await manager.save(row);
      return {
        result: { ...view(row), secret },
        change: {
          action: 'kiosk.enroll',
          targetType: 'kiosk',
          targetId: kioskId,
          before: before && { hint: before.hint, revoked: before.revokedAt !== null },
          after: { hint: row.hint },
        },
      };
    });
  }

  /** Revokes the kiosk's credential: its heartbeats are refused from the next one. */
  revoke(actor: Actor, kioskId: string): Promise<KioskCredentialView> {
    return this.audit.act(actor, async (manager) => {
      const row = await manager.findOneBy(KioskCredentialEntity, { kioskId });
      if (!row) throw new NotFoundException(KIOSK_CREDENTIAL_MESSAGES.unknown);
      if (row.revokedAt) throw new ConflictException(KIOSK_CREDENTIAL_MESSAGES.revoked);
      row.revokedAt = this.clock.now();
      await manager.save(row);
      return {
        result: view(row),
        change: {
          action: 'kiosk.revoke',
          targetType: 'kiosk',
          targetId: kioskId,
          before: { hint: row.hint, revoked: false },
          after: { hint: row.hint, revoked: true },
        },
      };
    });
  }
}
