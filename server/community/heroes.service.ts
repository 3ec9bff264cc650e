import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type Hero,
  type HeroBody,
  type OwnHero,
  SUBMITTER_BLOCKED,
} from '../../shared/schemas/community.schemas.js';
import type { HeroEntity } from './entities/hero.entity.js';
import { HeroesRepository } from './heroes.repository.js';
import { needsReview } from './word-filter.js';

/** The hero wall shows the newest approved submissions only. */
const HERO_LIST_LIMIT = 50;
const HERO_NOT_FOUND = 'Hero not found';

const toHero = (hero: HeroEntity): Hero => ({
  id: hero.id,
  name: hero.name,
  element: hero.element,
  origin: hero.origin,
  createdAt: hero.createdAt.toISOString(),
});

const toOwnHero = (hero: HeroEntity): OwnHero => ({
  ...toHero(hero),
  status: hero.status,
  reason: hero.moderationReason,
});

@Injectable()
export class HeroesService {
  constructor(private readonly heroes: HeroesRepository) {}

  async list(): Promise<Hero[]> {
    return (await this.heroes.listApproved(HERO_LIST_LIMIT)).map(toHero);
  }

  /**
   * Holds the submission for review; a signed-in submitter owns it. A submitter staff blocked
   * (`user:<id>` or `browser:<id>`) is refused, and nothing is stored.
   */
  async create(body: HeroBody, userId: string | null, submitter: string): Promise<OwnHero> {
    if (await this.heroes.isBlocked(submitter)) {
      throw new ForbiddenException(SUBMITTER_BLOCKED);
    }
    const flagged = needsReview(body.name, body.origin);
    return toOwnHero(await this.heroes.create(body, { userId, submitter }, flagged));
  }

  async own(userId: string): Promise<OwnHero[]> {
    return (await this.heroes.listOwn(userId)).map(toOwnHero);
  }

  async report(id: string): Promise<{ reported: true }> {
    if (!(await this.heroes.report(id))) throw new NotFoundException(HERO_NOT_FOUND);
    return { reported: true };
  }
}
