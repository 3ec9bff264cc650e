import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { VoteTally } from '../../shared/schemas/community.schemas.js';
import { VoteEntity } from './entities/vote.entity.js';

@Injectable()
export class VotesRepository {
  constructor(@InjectRepository(VoteEntity) private readonly votes: Repository<VoteEntity>) {}

  /**
   * The voter's one vote in the poll: the first records it, a later one changes its option. The
   * unique index on (poll, voter) makes concurrent votes of one voter a single row.
   */
  async record(pollId: string, option: string, voter: string): Promise<void> {
    await this.votes.query(
      `INSERT INTO votes (poll_id, option, voter) VALUES ($1, $2, $3)
       ON CONFLICT (poll_id, voter) DO UPDATE SET option = EXCLUDED.option, created_at = now()`,
      [pollId, option, voter],
    );
  }

  /** The voter's option in the poll, or null. */
  async choiceOf(pollId: string, voter: string): Promise<string | null> {
    const vote = await this.votes.findOne({ where: { pollId, voter }, select: { option: true } });
    return vote?.option ?? null;
  }

  /** Votes per option counted by the database, in the poll's order, with a 0 for unvoted options. */
  tally(pollId: string, options: readonly string[]): Promise<VoteTally[]> {
    return this.votes.query(
      `SELECT o.option, COUNT(v.id)::int AS count
         FROM unnest($2::text[]) WITH ORDINALITY AS o(option, position)
         LEFT JOIN votes v ON v.poll_id = $1 AND v.option = o.option
        GROUP BY o.option, o.position
        ORDER BY o.position`,
      [pollId, [...options]],
    );
  }
}
