import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';

/**
 * A page a member marked in a comic (a bundled comic's id or a server episode's slug), with an
 * optional note; one per member, comic and page.
 */
@Entity({ name: 'bookmarks' })
@Check('CHK_bookmarks_page', '"page" >= 1')
@Unique('UQ_bookmarks_user_comic_page', ['userId', 'comicId', 'page'])
export class BookmarkEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'bookmarks_pkey' })
  id: string;

  /** References users(id); the bookmarks go with the user. */
  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('UserEntity', { name: 'bookmarks_user_id_fkey', onDelete: 'CASCADE' })
  userId: string;

  @Column({ name: 'comic_id', type: 'varchar', length: 200 })
  comicId: string;

  @Column({ type: 'integer' })
  page: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
