import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  type VoteBody,
  type VoteReceipt,
  type VoteTally,
  voteSchema,
} from '../../shared/schemas/community.schemas.js';
import { ApiZodBody, ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { VOTE_RECEIPT_SCHEMA, VOTE_TALLY_SCHEMA } from './community.openapi.js';
import { VotesService } from './votes.service.js';

@ApiTags('community')
@Controller('votes')
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Post()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Casts a vote in a community poll (guardian-comic-poll)' })
  @ApiZodBody(voteSchema)
  @ApiCreatedResponse({ description: 'The recorded vote', schema: VOTE_RECEIPT_SCHEMA })
  @ApiBadRequestResponse({ description: 'Poll ID is required / Please select an option' })
  @ApiNotFoundResponse({ description: 'Poll not found' })
  @ApiTooManyRequestsResponse({ description: 'Too many votes; try again in a minute' })
  vote(@Body(new ZodValidationPipe(voteSchema)) body: VoteBody): Promise<VoteReceipt> {
    return this.votes.vote(body);
  }

  @Get(':pollId')
  @ApiOperation({ summary: "A poll's vote count per option, zeros included" })
  @ApiParam({ name: 'pollId', example: 'guardian-comic-poll' })
  @ApiOkResponse({ description: 'VoteTally[] in the poll order', schema: VOTE_TALLY_SCHEMA })
  @ApiNotFoundResponse({ description: 'Poll not found' })
  tally(@Param('pollId') pollId: string): Promise<VoteTally[]> {
    return this.votes.tally(pollId);
  }
}
