import { Injectable, NotFoundException } from '@nestjs/common';
import { GUARDIAN_POLL_ID } from '../../shared/constants.js';
import { VOTE_OPTIONS, type VoteOption } from '../../shared/enums.js';
import type {
  MyVote,
  VoteBody,
  VoteReceipt,
  VoteTally,
} from '../../shared/schemas/community.schemas.js';
import { VotesRepository } from './votes.repository.js';

const POLL_NOT_FOUND = 'Poll not found';

/** Every poll the community can vote in, with its options in display order. */
const POLLS: ReadonlyMap<string, readonly string[]> = new Map([[GUARDIAN_POLL_ID, VOTE_OPTIONS]]);

@Injectable()
export class VotesService {
  constructor(private readonly votes: VotesRepository) {}

  /**
   * The option is one of VOTE_OPTIONS already (the body's schema); the poll must exist. One vote
   * per voter: voting again changes it.
   */
  async vote(body: VoteBody, voter: string): Promise<VoteReceipt> {
    this.optionsOf(body.pollId);
    await this.votes.record(body.pollId, body.option, voter);
    return { pollId: body.pollId, option: body.option };
  }

  tally(pollId: string): Promise<VoteTally[]> {
    return this.votes.tally(pollId, this.optionsOf(pollId));
  }

  /** The voter's current choice (null for a voter not known yet). */
  async mine(pollId: string, voter: string | null): Promise<MyVote> {
    this.optionsOf(pollId);
    const option = voter ? await this.votes.choiceOf(pollId, voter) : null;
    return { pollId, option: option as VoteOption | null };
  }

  private optionsOf(pollId: string): readonly string[] {
    const options = POLLS.get(pollId);
    if (!options) throw new NotFoundException(POLL_NOT_FOUND);
    return options;
  }
}
