import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { VoteTally } from '../../shared/schemas/community.schemas.js';
import { VoteEntity } from './entities/vote.entity.js';

@Injectable()
export class VotesRepository {
  constructor(@InjectRepository(VoteEntity) private readonly votes: Repository<VoteEntity>) {}

  record(pollId: string, option: string): Promise<VoteEntity> {
    return this.votes.save(this.votes.create({ pollId, option }));
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
