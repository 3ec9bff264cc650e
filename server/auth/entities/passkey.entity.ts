import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** A WebAuthn credential (passkey) a member registered to sign in without the password. */
@Entity({ name: 'passkeys' })
@Index('IDX_passkeys_user', ['userId'])
export class PasskeyEntity {
  /** The credential id, base64url, as the authenticator gave it. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'passkeys_pkey' })
  id: string;

  /** References users(id); the passkey goes with the user. */
  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('UserEntity', { name: 'passkeys_user_id_fkey', onDelete: 'CASCADE' })
  userId: string;

  /** The COSE public key. */
  @Column({ name: 'public_key', type: 'bytea' })
  publicKey: Buffer;

  /** The authenticator's signature counter (0 for those that keep none). */
  @Column({ type: 'bigint', default: 0 })
  counter: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  transports: string[];

  /** "singleDevice" or "multiDevice" (synced). */
  @Column({ name: 'device_type', type: 'varchar', length: 20 })
  deviceType: string;

  @Column({ name: 'backed_up', type: 'boolean', default: false })
  backedUp: boolean;

  /** What the profile calls it: the browser and system it was added on. */
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
