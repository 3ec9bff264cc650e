import { Body, Controller, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type MyVote,
  myVoteSchema,
  pollParamsSchema,
  type VoteBody,
  type VoteReceipt,
  voteReceiptSchema,
  voteSchema,
  type VoteTally,
  voteTallySchema,
} from '../../shared/schemas/community.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { sessionUserId } from '../common/session.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { knownVoter, VOTER_COOKIE, voterOf } from './voter-cookie.js';
import { VotesService } from './votes.service.js';

@Controller('votes')
export class VotesController {
  constructor(
    private readonly votes: VotesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint('POST', '', {
    tag: 'community',
    summary: 'Casts a vote in a community poll (guardian-comic-poll): one per person',
    description: `One vote per account per poll, and one per browser for visitors (the signed \`${VOTER_COOKIE}\` cookie, set on a visitor's first vote); voting again changes the vote.`,
    body: voteSchema,
    status: 201,
    response: voteReceiptSchema,
    responseDescription: 'The vote as it now stands',
    throttled: true,
    errors: { 404: 'Poll not found' },
  })
  vote(
    @Body() body: VoteBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<VoteReceipt> {
    return this.votes.vote(body, voterOf(req, res, this.config.sessionSecret, sessionUserId(req)));
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

  @Endpoint('GET', ':pollId/mine', {
    tag: 'community',
    summary: "The asking account's (or browser's) vote in a poll",
    params: pollParamsSchema,
    response: myVoteSchema,
    responseDescription: 'The option voted for, or null',
    errors: { 404: 'Poll not found' },
  })
  mine(@Param('pollId') pollId: string, @Req() req: Request): Promise<MyVote> {
    return this.votes.mine(pollId, knownVoter(req, this.config.sessionSecret, sessionUserId(req)));
  }
}
