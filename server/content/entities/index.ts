import { BookmarkEntity } from './bookmark.entity.js';
import { AnalyticsEventEntity } from './analytics-event.entity.js';
import { CalendarFeedEntity } from './calendar-feed.entity.js';
import { ComicReadEntity } from './comic-read.entity.js';
import { EpisodeMerchEntity } from './episode-merch.entity.js';
import { EpisodeReminderEntity } from './episode-reminder.entity.js';
import { EpisodeEntity } from './episode.entity.js';
import { ReadingProgressEntity } from './reading-progress.entity.js';

export const CONTENT_ENTITIES = [
  ComicReadEntity,
  EpisodeEntity,
  EpisodeMerchEntity,
  ReadingProgressEntity,
  AnalyticsEventEntity,
  EpisodeReminderEntity,
  CalendarFeedEntity,
  BookmarkEntity,
];
