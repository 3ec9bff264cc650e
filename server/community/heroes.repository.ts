import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { HeroBody } from '../../shared/schemas/community.schemas.js';
import { HeroEntity } from './entities/hero.entity.js';
import { SubmitterBlockEntity } from './entities/submitter-block.entity.js';

@Injectable()
export class HeroesRepository {
  constructor(
    @InjectRepository(HeroEntity) private readonly heroes: Repository<HeroEntity>,
    @InjectRepository(SubmitterBlockEntity)
    private readonly blocks: Repository<SubmitterBlockEntity>,
  ) {}

  /** The newest approved heroes: nothing else is public. */
  listApproved(limit: number): Promise<HeroEntity[]> {
    return this.heroes.find({
      where: { status: 'APPROVED' },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** An account's own heroes, newest first, whatever their state. */
  listOwn(userId: string): Promise<HeroEntity[]> {
    return this.heroes.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** A new submission, held for review (`flagged`: the word filter asks staff to look first). */
  create(
    hero: HeroBody,
    by: { userId: string | null; submitter: string },
    flagged: boolean,
  ): Promise<HeroEntity> {
    return this.heroes.save(this.heroes.create({ ...hero, ...by, flagged, status: 'PENDING' }));
  }

  /** Whether staff blocked this submitter. */
  isBlocked(submitter: string): Promise<boolean> {
    return this.blocks.exists({ where: { submitter } });
  }

  /** Counts a visitor's report of an approved hero (in SQL); false when there is none such. */
  async report(id: string): Promise<boolean> {
    const result = await this.heroes
      .createQueryBuilder()
      .update()
      .set({ reports: () => 'reports + 1' })
      .where('id = :id AND status = :status', { id, status: 'APPROVED' })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
