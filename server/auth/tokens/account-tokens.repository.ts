import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { TokenPurpose } from './account-token.entity.js';

/** The hex SHA-256 of a token: what the table keeps. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface UsedToken {
  userId: string;
  newEmail: string | null;
}

/** Single-use tokens sent by mail, stored as hashes. */
@Injectable()
export class AccountTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new token (256 random bits) for the account; the mail carries it, the table its hash. */
  async issue(
    manager: EntityManager,
    userId: string,
    purpose: TokenPurpose,
    expiresAt: Date,
    newEmail: string | null = null,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, new_email, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [userId, purpose, hashToken(token), newEmail, expiresAt],
    );
    return token;
  }

  /**
   * Uses the token once: null when it is unknown, of another purpose, used or expired. The row is
   * locked, so two requests with one token cannot both use it; every other unused token of the
   * account with that purpose ends with it.
   */
  async use(
    manager: EntityManager,
    token: string,
    purpose: TokenPurpose,
    now: Date,
  ): Promise<UsedToken | null> {
    const rows = (await manager.query(
      `SELECT id, user_id, new_email FROM account_tokens
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
       FOR UPDATE`,
      [hashToken(token), purpose, now],
    )) as { id: string; user_id: string; new_email: string | null }[];
    const row = rows[0];
    if (!row) return null;
    await manager.query(
      `UPDATE account_tokens SET used_at = $3
       WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [row.user_id, purpose, now],
    );
    return { userId: row.user_id, newEmail: row.new_email };
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
