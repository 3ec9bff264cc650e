import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'votes' })
@Index('IDX_votes_poll_option', ['pollId', 'option'])
export class VoteEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'poll_id', type: 'text' })
  pollId: string;

  @Column({ type: 'text' })
  option: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
