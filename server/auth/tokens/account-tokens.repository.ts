import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { TokenPurpose } from './account-token.entity.js';

/** The hex SHA-256 of a token: what the table keeps. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token a job mails: an HMAC of the job's id under the server's secret, so each retry of the
 * job sends the same link, and nobody without the secret can work it out.
 */
export const jobToken = (secret: string, type: string, jobId: string) =>
  createHmac('sha256', secret).update(`${type}:${jobId}`).digest('base64url');

interface IssueOptions {
  /** The address an `email_change` token moves the account to. */
  newEmail?: string | null;
  token?: string;
}

export interface UsedToken {
  userId: string;
  purpose: TokenPurpose;
  newEmail: string | null;
}

/** Single-use tokens sent by mail, stored as hashes. */
@Injectable()
export class AccountTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a token for the account (the mail carries it, the table its hash): a new random one
   * (256 bits), or `token` when given, stored once however often this is called with it (a later
   * call moves its expiry: a link sent late still has its full time).
   */
  async issue(
    manager: EntityManager,
    userId: string,
    purpose: TokenPurpose,
    expiresAt: Date,
    { newEmail = null, token = randomBytes(32).toString('base64url') }: IssueOptions = {},
  ): Promise<string> {
    await manager.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, new_email, expires_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (token_hash) DO UPDATE SET expires_at = EXCLUDED.expires_at
       WHERE account_tokens.used_at IS NULL`,
      [userId, purpose, hashToken(token), newEmail, expiresAt],
    );
    return token;
  }

  /** The default manager, for a single statement outside a transaction. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /**
   * Uses the token once: null when it is unknown, of none of `purposes`, used or expired. The row is
   * locked, so two requests with one token cannot both use it; every other unused token of the
   * account with that purpose ends with it.
   */
  async use(
    manager: EntityManager,
    token: string,
    purposes: TokenPurpose[],
    now: Date,
  ): Promise<UsedToken | null> {
    const rows = (await manager.query(
      `SELECT id, user_id, purpose, new_email FROM account_tokens
       WHERE token_hash = $1 AND purpose = ANY($2) AND used_at IS NULL AND expires_at > $3
       FOR UPDATE`,
      [hashToken(token), purposes, now],
    )) as { id: string; user_id: string; purpose: TokenPurpose; new_email: string | null }[];
    const row = rows[0];
    if (!row) return null;
    await manager.query(
      `UPDATE account_tokens SET used_at = $3
       WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [row.user_id, row.purpose, now],
    );
    return { userId: row.user_id, purpose: row.purpose, newEmail: row.new_email };
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
