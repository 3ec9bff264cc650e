import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** How many times each comic has been opened for the first time on a device. */
@Entity({ name: 'comic_reads' })
@Check('comic_reads_count_check', '"count" >= 0')
export class ComicReadEntity {
  @PrimaryColumn({ name: 'comic_id', type: 'text' })
  comicId: string;

  @Column({ type: 'integer', default: 0 })
  count: number;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
