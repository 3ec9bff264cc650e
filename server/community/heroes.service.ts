import { Injectable } from '@nestjs/common';
import type { Hero, HeroBody } from '../../shared/schemas/community.schemas.js';
import type { HeroEntity } from './entities/hero.entity.js';
import { HeroesRepository } from './heroes.repository.js';

/** The hero wall shows the newest submissions only. */
const HERO_LIST_LIMIT = 50;

const toHero = (hero: HeroEntity): Hero => ({
  id: hero.id,
  name: hero.name,
  element: hero.element,
  origin: hero.origin,
  createdAt: hero.createdAt.toISOString(),
});

@Injectable()
export class HeroesService {
  constructor(private readonly heroes: HeroesRepository) {}

  async list(): Promise<Hero[]> {
    return (await this.heroes.listNewest(HERO_LIST_LIMIT)).map(toHero);
  }

  async create(body: HeroBody): Promise<Hero> {
    return toHero(await this.heroes.create(body));
  }
}
