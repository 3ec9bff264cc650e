import { Body, Controller, Param } from '@nestjs/common';
import {
  pollParamsSchema,
  type VoteBody,
  type VoteReceipt,
  voteReceiptSchema,
  voteSchema,
  type VoteTally,
  voteTallySchema,
} from '../../shared/schemas/community.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { VotesService } from './votes.service.js';

@Controller('votes')
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Endpoint('POST', '', {
    tag: 'community',
    summary: 'Casts a vote in a community poll (guardian-comic-poll)',
    body: voteSchema,
    status: 201,
    response: voteReceiptSchema,
    responseDescription: 'The recorded vote',
    throttled: true,
    errors: { 404: 'Poll not found' },
  })
  vote(@Body() body: VoteBody): Promise<VoteReceipt> {
    return this.votes.vote(body);
  }

  @Endpoint('GET', ':pollId', {
    tag: 'community',
    summary: "A poll's vote count per option, zeros included",
    params: pollParamsSchema,
    response: voteTallySchema,
    responseDescription: 'The count per option, in the poll order',
    errors: { 404: 'Poll not found' },
  })
  tally(@Param('pollId') pollId: string): Promise<VoteTally[]> {
    return this.votes.tally(pollId);
  }
}
