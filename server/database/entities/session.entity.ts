import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A row of the express-session store. connect-pg-simple reads and writes it with its own SQL;
 * the entity exists so the schema is described in one place.
 */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Index('IDX_sessions_expire')
  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
