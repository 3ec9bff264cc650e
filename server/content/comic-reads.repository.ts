import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { poolOf } from '../database/database.options.js';
import { ComicReadEntity } from './entities/comic-read.entity.js';

@Injectable()
export class ComicReadsRepository {
  constructor(
    @InjectRepository(ComicReadEntity) private readonly reads: Repository<ComicReadEntity>,
  ) {}

  /** The stored count, 0 when the comic has never been read. */
  async countFor(comicId: string): Promise<number> {
    // One plain statement on the pool: this is the hottest read of the site, and TypeORM's query
    // runner around it cost more than the database's work (see the Nest/Express ratio in
    // `npm run bench`).
    const { rows } = await poolOf(this.reads.manager.connection).query<{ count: number }>(
      'SELECT count FROM comic_reads WHERE comic_id = $1',
      [comicId],
    );
    return rows[0]?.count ?? 0;
  }

  /** Adds one read in a single statement, so concurrent readers never lose an increment. */
  async increment(comicId: string): Promise<number> {
    const rows: { count: number }[] = await this.reads.query(
      `INSERT INTO comic_reads (comic_id, count, updated_at) VALUES ($1, 1, now())
       ON CONFLICT (comic_id) DO UPDATE
         SET count = comic_reads.count + 1, updated_at = now()
       RETURNING count`,
      [comicId],
    );
    return rows[0].count;
  }
}
