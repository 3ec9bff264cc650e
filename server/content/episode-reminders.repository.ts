import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { Tier } from '../../shared/enums.js';
import type { Edition } from '../mail/edition.js';
import { EpisodeReminderEntity } from './entities/episode-reminder.entity.js';

/** A reminder not mailed yet, with what its mail needs. */
export interface PendingReminder {
  userId: string;
  episodeId: string;
  language: Edition;
  email: string;
  tier: Tier;
  slug: string;
  title: string;
  releaseAt: Date | null;
  requiredTier: Tier;
}

interface PendingRow {
  user_id: string;
  episode_id: string;
  language: Edition;
  email: string;
  tier: Tier;
  slug: string;
  title: string;
  release_at: Date | string | null;
  required_tier: Tier;
}

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

  get manager(): EntityManager {
    return this.reminders.manager;
  }

  /**
   * Up to `limit` reminders not mailed yet whose episode is published and released to some tier
   * by `now` (whether it is out for this member is the release rule's to say), after the
   * `(userId, episodeId)` given, in that order.
   */
  async pendingReleased(
    now: Date,
    limit: number,
    after: { userId: string; episodeId: string } | null,
  ): Promise<PendingReminder[]> {
    const rows: PendingRow[] = await this.reminders.query(
      `SELECT r.user_id, r.episode_id, r.language, u.email, u.tier, e.slug, e.title,
              e.release_at, e.required_tier
         FROM episode_reminders r
         JOIN users u ON u.id = r.user_id
         JOIN episodes e ON e.id = r.episode_id
        WHERE r.mailed_at IS NULL AND e.published
          AND (e.release_at IS NULL OR e.release_at <= $1)
          AND (r.user_id, r.episode_id) > ($2::uuid, $3::uuid)
        ORDER BY r.user_id, r.episode_id
        LIMIT $4`,
      [
        now,
        after?.userId ?? '00000000-0000-0000-0000-000000000000',
        after?.episodeId ?? '00000000-0000-0000-0000-000000000000',
        limit,
      ],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      episodeId: row.episode_id,
      language: row.language,
      email: row.email,
      tier: row.tier,
      slug: row.slug,
      title: row.title,
      releaseAt: row.release_at === null ? null : new Date(row.release_at),
      requiredTier: row.required_tier,
    }));
  }

  /** Marks the reminder mailed at `now`; false when it already was (another server's sweep). */
  async markMailed(
    manager: EntityManager,
    userId: string,
    episodeId: string,
    now: Date,
  ): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE episode_reminders SET mailed_at = $3
        WHERE user_id = $1 AND episode_id = $2 AND mailed_at IS NULL`,
      [userId, episodeId, now],
    )) as [unknown[], number];
    return affected === 1;
  }

  /** Keeps the reminder once (a second one is ignored) and answers the stored row. */
  async addOnce(
    userId: string,
    episodeId: string,
    language: Edition,
  ): Promise<EpisodeReminderEntity> {
    await this.reminders
      .createQueryBuilder()
      .insert()
      .values({ userId, episodeId, language })
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
