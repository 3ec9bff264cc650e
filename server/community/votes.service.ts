import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { GUARDIAN_POLL_ID } from '../../shared/constants.js';
import { VOTE_OPTIONS } from '../../shared/enums.js';
import type { VoteBody, VoteReceipt, VoteTally } from '../../shared/schemas/community.schemas.js';
import { VotesRepository } from './votes.repository.js';

export const POLL_NOT_FOUND = 'Poll not found';
export const SELECT_AN_OPTION = 'Please select an option';

/** Every poll the community can vote in, with its options in display order. */
const POLLS: ReadonlyMap<string, readonly string[]> = new Map([[GUARDIAN_POLL_ID, VOTE_OPTIONS]]);

@Injectable()
export class VotesService {
  constructor(private readonly votes: VotesRepository) {}

  async vote(body: VoteBody): Promise<VoteReceipt> {
    const options = this.optionsOf(body.pollId);
    const option = body.option.toLowerCase();
    if (!options.includes(option)) {
      throw new BadRequestException({
        message: `Validation failed: option: ${SELECT_AN_OPTION}`,
        errors: { option: [SELECT_AN_OPTION] },
      });
    }
    const vote = await this.votes.record(body.pollId, option);
    return { pollId: vote.pollId, option: vote.option };
  }

  tally(pollId: string): Promise<VoteTally[]> {
    return this.votes.tally(pollId, this.optionsOf(pollId));
  }

  private optionsOf(pollId: string): readonly string[] {
    const options = POLLS.get(pollId);
    if (!options) throw new NotFoundException(POLL_NOT_FOUND);
    return options;
  }
}
