import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One counter per client, route and throttler (see common/pg-throttler.storage.ts). */
@Entity({ name: 'rate_limits' })
export class RateLimitEntity {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  throttler: string;

  @Column({ type: 'integer', default: 0 })
  hits: number;

  @Index('IDX_rate_limits_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'blocked_until', type: 'timestamptz', nullable: true })
  blockedUntil: Date | null;
}
