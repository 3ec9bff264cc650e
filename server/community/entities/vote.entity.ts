import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'votes' })
@Index('IDX_votes_poll_option', ['pollId', 'option'])
@Index('UQ_votes_poll_voter', ['pollId', 'voter'], { unique: true })
export class VoteEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'poll_id', type: 'text' })
  pollId: string;

  @Column({ type: 'text' })
  option: string;

  /**
   * Who voted: `user:<account id>` or `browser:<id>` (the signed voter cookie). One vote per voter
   * and poll; the votes cast before voters were recorded have none.
   */
  @Column({ type: 'varchar', length: 80, nullable: true })
  voter: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
