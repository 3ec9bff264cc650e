import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CalendarFeedEntity } from './entities/calendar-feed.entity.js';

@Injectable()
export class CalendarFeedsRepository {
  constructor(
    @InjectRepository(CalendarFeedEntity)
    private readonly feeds: Repository<CalendarFeedEntity>,
  ) {}

  /** Stores `token` as the member's unless they have one already; answers the one kept. */
  async addOnce(userId: string, token: string): Promise<CalendarFeedEntity> {
    await this.feeds.createQueryBuilder().insert().values({ userId, token }).orIgnore().execute();
    return this.feeds.findOneByOrFail({ userId });
  }

  /** Stores `token` as the member's, replacing the one they had. */
  async replace(userId: string, token: string): Promise<CalendarFeedEntity> {
    await this.feeds.upsert({ userId, token, createdAt: new Date() }, ['userId']);
    return this.feeds.findOneByOrFail({ userId });
  }

  findByToken(token: string): Promise<CalendarFeedEntity | null> {
    return this.feeds.findOneBy({ token });
  }
}
