import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ReadingProgressEntity } from './entities/reading-progress.entity.js';

export type SavedProgress = Pick<
  ReadingProgressEntity,
  'currentPage' | 'totalPages' | 'completed' | 'lastReadAt'
>;

@Injectable()
export class ReadingProgressRepository {
  constructor(
    @InjectRepository(ReadingProgressEntity)
    private readonly progress: Repository<ReadingProgressEntity>,
  ) {}

  /** The user's progress with each episode, most recently read first. */
  listForUser(userId: string): Promise<ReadingProgressEntity[]> {
    return this.progress.find({
      where: { userId },
      relations: { episode: true },
      order: { lastReadAt: 'DESC' },
    });
  }

  /** Creates or moves the user's bookmark in one statement; a finished episode stays finished. */
  async save(
    userId: string,
    episodeId: string,
    currentPage: number,
    totalPages: number,
  ): Promise<SavedProgress> {
    const rows: SavedProgress[] = await this.progress.query(
      `INSERT INTO reading_progress
         (user_id, episode_id, current_page, total_pages, completed, last_read_at)
       VALUES ($1::uuid, $2::uuid, $3::int, $4::int, $3::int = $4::int, now())
       ON CONFLICT (user_id, episode_id) DO UPDATE SET
         current_page = EXCLUDED.current_page,
         total_pages = EXCLUDED.total_pages,
         completed = reading_progress.completed OR EXCLUDED.completed,
         last_read_at = now()
       RETURNING current_page AS "currentPage", total_pages AS "totalPages", completed,
         last_read_at AS "lastReadAt"`,
      [userId, episodeId, currentPage, totalPages],
    );
    return rows[0];
  }
}
