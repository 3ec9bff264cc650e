import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A kiosk unit's own credential, issued when an operator enrolls it: heartbeats are accepted only
 * with it, only for that kiosk, until it is revoked or replaced. Only its SHA-256 is kept.
 */
@Entity({ name: 'kiosk_credentials' })
@Index('kiosk_credentials_secret_hash_key', ['secretHash'], { unique: true })
export class KioskCredentialEntity {
  @PrimaryColumn({
    name: 'kiosk_id',
    type: 'text',
    primaryKeyConstraintName: 'kiosk_credentials_pkey',
  })
  kioskId: string;

  /** SHA-256 of the secret, hex. */
  @Column({ name: 'secret_hash', type: 'char', length: 64 })
  secretHash: string;

  /** The secret's first characters, to tell credentials apart in the fleet view. */
  @Column({ type: 'varchar', length: 16 })
  hint: string;

  @Column({ name: 'issued_at', type: 'timestamptz' })
  issuedAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
