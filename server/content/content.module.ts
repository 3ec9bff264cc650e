import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ComicReadsController } from './comic-reads.controller.js';
import { ComicReadsRepository } from './comic-reads.repository.js';
import { ComicReadsService } from './comic-reads.service.js';
import { ComicReadEntity } from './entities/comic-read.entity.js';
import { EpisodeEntity } from './entities/episode.entity.js';
import { ReadingProgressEntity } from './entities/reading-progress.entity.js';
import { EpisodesController } from './episodes.controller.js';
import { EpisodesRepository } from './episodes.repository.js';
import { EpisodesService } from './episodes.service.js';
import { ReadingProgressController } from './reading-progress.controller.js';
import { ReadingProgressRepository } from './reading-progress.repository.js';
import { ReadingProgressService } from './reading-progress.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ComicReadEntity, EpisodeEntity, ReadingProgressEntity])],
  controllers: [ComicReadsController, EpisodesController, ReadingProgressController],
  providers: [
    ComicReadsRepository,
    ComicReadsService,
    EpisodesRepository,
    EpisodesService,
    ReadingProgressRepository,
    ReadingProgressService,
  ],
})
export class ContentModule {}
