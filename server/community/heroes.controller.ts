import { Body, Controller } from '@nestjs/common';
import { z } from 'zod';
import {
  type Hero,
  type HeroBody,
  heroSchema,
  heroViewSchema,
} from '../../shared/schemas/community.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { HeroesService } from './heroes.service.js';

@Controller('heroes')
export class HeroesController {
  constructor(private readonly heroes: HeroesService) {}

  @Endpoint('GET', '', {
    tag: 'community',
    summary: 'Fan-made heroes, newest first (at most 50)',
    response: z.array(heroViewSchema),
    responseDescription: 'The heroes',
  })
  list(): Promise<Hero[]> {
    return this.heroes.list();
  }

  @Endpoint('POST', '', {
    tag: 'community',
    summary: 'Submits a fan-made hero',
    body: heroSchema,
    status: 201,
    response: heroViewSchema,
    responseDescription: 'The hero',
    throttled: true,
  })
  create(@Body() body: HeroBody): Promise<Hero> {
    return this.heroes.create(body);
  }
}
