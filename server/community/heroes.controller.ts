import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { type Hero, type HeroBody, heroSchema } from '../../shared/schemas/community.schemas.js';
import { ApiZodBody, ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { HERO_LIST_SCHEMA, HERO_SCHEMA } from './community.openapi.js';
import { HeroesService } from './heroes.service.js';

@ApiTags('community')
@Controller('heroes')
export class HeroesController {
  constructor(private readonly heroes: HeroesService) {}

  @Get()
  @ApiOperation({ summary: 'Fan-made heroes, newest first (at most 50)' })
  @ApiOkResponse({ description: 'Hero[]', schema: HERO_LIST_SCHEMA })
  list(): Promise<Hero[]> {
    return this.heroes.list();
  }

  @Post()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Submits a fan-made hero' })
  @ApiZodBody(heroSchema)
  @ApiCreatedResponse({ description: 'Hero', schema: HERO_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid name, element or origin (errors per field)' })
  @ApiTooManyRequestsResponse({ description: 'Too many submissions; try again in a minute' })
  create(@Body(new ZodValidationPipe(heroSchema)) body: HeroBody): Promise<Hero> {
    return this.heroes.create(body);
  }
}
