import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  ApiKey,
  ApiKeyScope,
  ApiKeyUse,
  CreateApiKeyBody,
  NewApiKey,
} from '../../../shared/schemas/api-keys.schemas.js';
import { Clock } from '../../common/clock.js';
import { displayKey, hashKey, keyMatches, newKey, parseKey } from './api-key-format.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const USAGE_DAYS = 30;

interface KeyRow {
  id: string;
  partner_id: string;
  name: string;
  lookup: string;
  hint: string;
  secret_hash: string;
  scopes: ApiKeyScope[];
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
}

/** Who a request with a valid key acts for. */
export interface KeyHolder {
  keyId: string;
  partnerId: string;
  scopes: ApiKeyScope[];
}

/**
 * Partners' API keys: shown once, kept as hashes, scoped, expiring within a year, revocable and
 * rolled with a grace period. Every request reads the key's row, so a revocation holds at once on
 * every server.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private toKey(row: KeyRow): ApiKey {
    const now = this.clock.now();
    return {
      id: row.id,
      name: row.name,
      display: displayKey(row.lookup, row.hint),
      scopes: row.scopes,
      status: row.revoked_at ? 'revoked' : row.expires_at <= now ? 'expired' : 'active',
      createdAt: row.created_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      lastUsedAt: row.last_used_at?.toISOString() ?? null,
      revokedAt: row.revoked_at?.toISOString() ?? null,
    };
  }

  async list(partnerId: string): Promise<ApiKey[]> {
    const rows: KeyRow[] = await this.dataSource.query(
      `SELECT * FROM api_keys WHERE partner_id = $1 ORDER BY created_at DESC, id`,
      [partnerId],
    );
    return rows.map((row) => this.toKey(row));
  }

  async create(partnerId: string, userId: string, body: CreateApiKeyBody): Promise<NewApiKey> {
    const expiresAt = new Date(this.clock.now().getTime() + body.expiresInDays * DAY_MS);
    return this.insert(
      this.dataSource.manager,
      partnerId,
      userId,
      body.name,
      body.scopes,
      expiresAt,
    );
  }

  private async insert(
    manager: EntityManager,
    partnerId: string,
    userId: string,
    name: string,
    scopes: ApiKeyScope[],
    expiresAt: Date,
  ): Promise<NewApiKey> {
    const { key, lookup, hint } = newKey();
    const [row] = (await manager.query(
      `INSERT INTO api_keys (partner_id, name, lookup, secret_hash, hint, scopes, expires_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [partnerId, name, lookup, hashKey(key), hint, scopes, expiresAt, userId],
    )) as KeyRow[];
    return { key: this.toKey(row), secret: key };
  }

  async revoke(partnerId: string, keyId: string): Promise<ApiKey> {
    const [rows] = (await this.dataSource.query(
      `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $3)
        WHERE id = $1 AND partner_id = $2 RETURNING *`,
      [keyId, partnerId, this.clock.now()],
    )) as [KeyRow[], number];
    if (!rows[0]) throw new NotFoundException('API key not found');
    return this.toKey(rows[0]);
  }

  /**
   * A new key with the same name, scopes and expiry; the old one keeps working for `graceHours`
   * (0: stops now), so clients can switch without an outage.
   */
  async roll(
    partnerId: string,
    userId: string,
    keyId: string,
    graceHours: number,
  ): Promise<NewApiKey> {
    return this.dataSource.transaction(async (manager) => {
      const [old] = (await manager.query(
        `SELECT * FROM api_keys WHERE id = $1 AND partner_id = $2 FOR UPDATE`,
        [keyId, partnerId],
      )) as KeyRow[];
      if (!old) throw new NotFoundException('API key not found');
      const now = this.clock.now();
      if (old.revoked_at || old.expires_at <= now) {
        throw new ConflictException('A revoked or expired key cannot be rolled');
      }
      const rolled = await this.insert(
        manager,
        partnerId,
        userId,
        old.name,
        old.scopes,
        old.expires_at,
      );
      const graceEnd = new Date(now.getTime() + graceHours * 60 * 60 * 1000);
      await manager.query(
        `UPDATE api_keys SET expires_at = LEAST(expires_at, $2), rolled_to = $3 WHERE id = $1`,
        [keyId, graceEnd, rolled.key.id],
      );
      return rolled;
    });
  }

  /** The key's requests of the last 30 days, newest first (at most 1000). */
  async usage(partnerId: string, keyId: string): Promise<ApiKeyUse[]> {
    const [key] = (await this.dataSource.query(
      `SELECT id FROM api_keys WHERE id = $1 AND partner_id = $2`,
      [keyId, partnerId],
    )) as { id: string }[];
    if (!key) throw new NotFoundException('API key not found');
    const since = new Date(this.clock.now().getTime() - USAGE_DAYS * DAY_MS);
    // What is older than 30 days is not kept.
    await this.dataSource.query(`DELETE FROM api_key_usage WHERE key_id = $1 AND at < $2`, [
      keyId,
      since,
    ]);
    const rows = (await this.dataSource.query(
      `SELECT at, method, path, status FROM api_key_usage WHERE key_id = $1 AND at >= $2
        ORDER BY at DESC, id DESC LIMIT 1000`,
      [keyId, since],
    )) as { at: Date; method: string; path: string; status: number }[];
    return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  }

  /** The holder of a valid key (well-formed, known, matching, not revoked, not expired), or null. */
  async authenticate(key: string): Promise<KeyHolder | null> {
    const lookup = parseKey(key);
    if (!lookup) return null;
    const [row] = (await this.dataSource.query(
      `SELECT k.id, k.partner_id, k.secret_hash, k.scopes, k.expires_at, k.revoked_at
         FROM api_keys k JOIN partners p ON p.id = k.partner_id
        WHERE k.lookup = $1 AND p.status = 'APPROVED'`,
      [lookup],
    )) as KeyRow[];
    if (!row || !keyMatches(key, row.secret_hash)) return null;
    if (row.revoked_at || row.expires_at <= this.clock.now()) return null;
    return { keyId: row.id, partnerId: row.partner_id, scopes: row.scopes };
  }

  /** Notes a request made with the key: its usage log, and its last use (once a minute at most). */
  async recordUse(keyId: string, method: string, path: string, status: number): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.query(
      `INSERT INTO api_key_usage (key_id, at, method, path, status) VALUES ($1, $2, $3, $4, $5)`,
      [keyId, now, method.slice(0, 8), path.slice(0, 300), status],
    );
    await this.dataSource.query(
      `UPDATE api_keys SET last_used_at = $2
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
      [keyId, now],
    );
  }
}
