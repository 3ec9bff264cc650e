import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A file kept by the database storage (the default): uploads live with the rest of the data, so
 * any number of servers see them with no other service.
 */
@Entity({ name: 'stored_files' })
export class StoredFileEntity {
  /** The file's path in the storage, e.g. `uploads/<upload id>/001.png`. */
  @PrimaryColumn({ type: 'varchar', length: 300, primaryKeyConstraintName: 'stored_files_pkey' })
  key: string;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'bytea' })
  data: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
