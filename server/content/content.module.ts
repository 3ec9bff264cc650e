import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { BookmarksController } from './bookmarks.controller.js';
import { BookmarksRepository } from './bookmarks.repository.js';
import { BookmarksService } from './bookmarks.service.js';
import { ComicReadsController } from './comic-reads.controller.js';
import { ComicReadsRepository } from './comic-reads.repository.js';
import { ComicReadsService } from './comic-reads.service.js';
import { CalendarFeedsRepository } from './calendar-feeds.repository.js';
import { ComicReadEntity } from './entities/comic-read.entity.js';
import { BookmarkEntity } from './entities/bookmark.entity.js';
import { CalendarFeedEntity } from './entities/calendar-feed.entity.js';
import { EpisodeReminderEntity } from './entities/episode-reminder.entity.js';
import { EpisodeEntity } from './entities/episode.entity.js';
import { ReadingProgressEntity } from './entities/reading-progress.entity.js';
import { EpisodeRemindersRepository } from './episode-reminders.repository.js';
import { EpisodeCalendarService } from './episode-calendar.service.js';
import { EpisodeRemindersController } from './episode-reminders.controller.js';
import { EpisodeRemindersService } from './episode-reminders.service.js';
import { EpisodeReminderMails } from './episode-reminder-mails.js';
import { EpisodesController } from './episodes.controller.js';
import { EpisodesRepository } from './episodes.repository.js';
import { EpisodesService } from './episodes.service.js';
import { ReadingProgressController } from './reading-progress.controller.js';
import { ReadingProgressRepository } from './reading-progress.repository.js';
import { ReadingProgressService } from './reading-progress.service.js';

@Module({
  imports: [
    AuthModule,
    JobsModule,
    MailModule,
    StorageModule,
    TypeOrmModule.forFeature([
      ComicReadEntity,
      EpisodeEntity,
      ReadingProgressEntity,
      EpisodeReminderEntity,
      CalendarFeedEntity,
      BookmarkEntity,
    ]),
  ],
  controllers: [
    BookmarksController,
    ComicReadsController,
    EpisodesController,
    EpisodeRemindersController,
    ReadingProgressController,
  ],
  providers: [
    BookmarksRepository,
    BookmarksService,
    ComicReadsRepository,
    ComicReadsService,
    EpisodesRepository,
    EpisodesService,
    CalendarFeedsRepository,
    EpisodeCalendarService,
    EpisodeRemindersRepository,
    EpisodeRemindersService,
    EpisodeReminderMails,
    ReadingProgressRepository,
    ReadingProgressService,
  ],
  exports: [EpisodesService],
})
export class ContentModule {}
