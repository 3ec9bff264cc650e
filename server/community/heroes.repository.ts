import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { HeroBody } from '../../shared/schemas/community.schemas.js';
import { HeroEntity } from './entities/hero.entity.js';

@Injectable()
export class HeroesRepository {
  constructor(@InjectRepository(HeroEntity) private readonly heroes: Repository<HeroEntity>) {}

  listNewest(limit: number): Promise<HeroEntity[]> {
    return this.heroes.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  create(hero: HeroBody): Promise<HeroEntity> {
    return this.heroes.save(this.heroes.create(hero));
  }
}
