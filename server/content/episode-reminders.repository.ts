import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EpisodeReminderEntity } from './entities/episode-reminder.entity.js';

@Injectable()
export class EpisodeRemindersRepository {
  constructor(
    @InjectRepository(EpisodeReminderEntity)
    private readonly reminders: Repository<EpisodeReminderEntity>,
  ) {}

  /** The member's reminders, each with its episode. */
  listWithEpisodesFor(userId: string): Promise<EpisodeReminderEntity[]> {
    return this.reminders.find({ where: { userId }, relations: { episode: true } });
  }

  /** Keeps the reminder once (a second one is ignored) and answers the stored row. */
  async addOnce(userId: string, episodeId: string): Promise<EpisodeReminderEntity> {
    await this.reminders
      .createQueryBuilder()
      .insert()
      .values({ userId, episodeId })
      .orIgnore()
      .execute();
    return this.reminders.findOneByOrFail({ userId, episodeId });
  }

  /** Whether there was a reminder to remove. */
  async remove(userId: string, episodeId: string): Promise<boolean> {
    const result = await this.reminders.delete({ userId, episodeId });
    return (result.affected ?? 0) > 0;
  }
}
