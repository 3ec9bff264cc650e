import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { DatabaseFileStorage, FILE_STORAGE, type FileStorage } from './file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';
import { StoredFileEntity } from './stored-file.entity.js';

/**
 * The one storage interface for uploads (FILE_STORAGE): the database by default, an S3-compatible
 * object storage when STORAGE_URL is set.
 */
@Module({
  imports: [TypeOrmModule.forFeature([StoredFileEntity])],
  providers: [
    DatabaseFileStorage,
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG, DatabaseFileStorage],
      useFactory: (config: AppConfig, database: DatabaseFileStorage): FileStorage =>
        config.storage ? new S3FileStorage(config.storage) : database,
    },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
