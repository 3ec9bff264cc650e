import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A hero idea a fan submitted. */
// Newest first (created_at DESC): TypeORM cannot declare a descending index, so the migration owns it.
@Index('IDX_heroes_created', { synchronize: false })
@Entity({ name: 'heroes' })
export class HeroEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  element: string;

  @Column({ type: 'text' })
  origin: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
