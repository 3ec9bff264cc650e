import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export interface KioskCacheStatus {
  entries: number;
  bytesUsed: number;
  precacheReady: number;
  precacheTotal: number;
  online: boolean;
}

/** A kiosk unit as its last heartbeat described it. */
@Entity({ name: 'kiosks' })
export class KioskEntity {
  @PrimaryColumn({ name: 'kiosk_id', type: 'text' })
  kioskId: string;

  @Column({ type: 'text' })
  version: string;

  @Column({ name: 'cache_status', type: 'jsonb' })
  cacheStatus: KioskCacheStatus;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'last_heartbeat_at', type: 'timestamptz' })
  lastHeartbeatAt: Date;

  @CreateDateColumn({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt: Date;
}
