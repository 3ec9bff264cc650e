import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type pg from 'pg';
import type { EntityManager, Repository } from 'typeorm';
import { poolOf } from '../database/database.options.js';
import { StoredFileEntity } from './stored-file.entity.js';

/** A stored file's bytes and media type. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * Where uploads are kept: one interface for every kind of storage. `manager` puts a file in the
 * transaction of the change that uses it (a storage outside the database ignores it).
 */
export interface FileStorage {
  put(key: string, file: StoredFile, manager?: EntityManager): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Whether a file is stored under `key` (without reading it). */
  exists(key: string): Promise<boolean>;
  delete(key: string, manager?: EntityManager): Promise<void>;
}

const UPSERT = `INSERT INTO stored_files (key, content_type, size, data) VALUES ($1, $2, $3, $4)
  ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, size = EXCLUDED.size, data = EXCLUDED.data`;

/** How long the writing of one stored file may wait for its answer. */
const LARGE_WRITE_TIMEOUT_MS = 30_000;

/** Injection token of the configured FileStorage. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** The default storage: files in the database's `stored_files` table. */
@Injectable()
export class DatabaseFileStorage implements FileStorage {
  constructor(
    @InjectRepository(StoredFileEntity) private readonly files: Repository<StoredFileEntity>,
  ) {}

  async put(key: string, file: StoredFile, manager?: EntityManager): Promise<void> {
    const values = [key, file.contentType, file.data.length, file.data];
    if (manager) {
      await manager.query(UPSERT, values);
      return;
    }
    // A file of megabytes may take longer to arrive than the read timeout of small statements
    // allows on a busy server (the database's own statement timeout still holds).
    await poolOf(this.files.manager.connection).query({
      text: UPSERT,
      values,
      query_timeout: LARGE_WRITE_TIMEOUT_MS,
    } as pg.QueryConfig);
  }

  async get(key: string): Promise<StoredFile | null> {
    const row = await this.files.findOne({ where: { key } });
    return row && { data: row.data, contentType: row.contentType };
  }

  exists(key: string): Promise<boolean> {
    return this.files.exists({ where: { key } });
  }

  async delete(key: string, manager?: EntityManager): Promise<void> {
    await (manager?.getRepository(StoredFileEntity) ?? this.files).delete({ key });
  }
}
