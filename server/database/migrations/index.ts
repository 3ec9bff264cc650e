import { AuthCommerce1763800000000 } from './1763800000000-auth-commerce.js';
import { ContentCommunityAcademyPartners1763800100000 } from './1763800100000-content-community-academy-partners.js';
import { Kiosks1763900000000 } from './1763900000000-kiosks.js';
import { OneReadCounter1764000000000 } from './1764000000000-one-read-counter.js';
import { EpisodeRemindersCalendarFeeds1764100130000 } from './1764100130000-episode-reminders-calendar-feeds.js';
import { StableCourseIds1764200000000 } from './1764200000000-stable-course-ids.js';
import { Jobs1764300000000 } from './1764300000000-jobs.js';
import { AccountTokens1764300100000 } from './1764300100000-account-tokens.js';
import { EmailVerifiedAt1764300200000 } from './1764300200000-email-verified-at.js';
import { Passkeys1764310000000 } from './1764310000000-passkeys.js';
import { Bookmarks1764320000000 } from './1764320000000-bookmarks.js';
import { ListMail1764450000000 } from './1764450000000-list-mail.js';
import { Billing1764700000000 } from './1764700000000-billing.js';
import { TestProviderAttempts1764700100000 } from './1764700100000-test-provider-attempts.js';
import { PartnerAccounts1764800000000 } from './1764800000000-partner-accounts.js';
import { IdempotencyKeys1764800100000 } from './1764800100000-idempotency-keys.js';
import { Measurement1764800200000 } from './1764800200000-measurement.js';
import { AuditLog1764900000000 } from './1764900000000-audit-log.js';
import { PendingInterval1765000000000 } from './1765000000000-pending-interval.js';
import { AdminByProof1765100000000 } from './1765100000000-admin-by-proof.js';
import { KioskCredentials1765100100000 } from './1765100100000-kiosk-credentials.js';
import { Webhooks1765200000000 } from './1765200000000-webhooks.js';
import { CommunityModeration1765300000000 } from './1765300000000-community-moderation.js';
import { StoredFiles1765300100000 } from './1765300100000-stored-files.js';
import { RollupShards1765400000000 } from './1765400000000-rollup-shards.js';
import { EpisodeEditor1765500000000 } from './1765500000000-episode-editor.js';
import { SubmitterBlocks1765600000000 } from './1765600000000-submitter-blocks.js';
import { EpisodeArcAr1765700000000 } from './1765700000000-episode-arc-ar.js';

/** Every migration, oldest first. Schema changes happen only through these. */
export const MIGRATIONS: Function[] = [
  AuthCommerce1763800000000,
  ContentCommunityAcademyPartners1763800100000,
  Kiosks1763900000000,
  OneReadCounter1764000000000,
  EpisodeRemindersCalendarFeeds1764100130000,
  StableCourseIds1764200000000,
  Jobs1764300000000,
  AccountTokens1764300100000,
  EmailVerifiedAt1764300200000,
  Passkeys1764310000000,
  Bookmarks1764320000000,
  ListMail1764450000000,
  Billing1764700000000,
  TestProviderAttempts1764700100000,
  PartnerAccounts1764800000000,
  IdempotencyKeys1764800100000,
  Measurement1764800200000,
  AuditLog1764900000000,
  PendingInterval1765000000000,
  AdminByProof1765100000000,
  KioskCredentials1765100100000,
  Webhooks1765200000000,
  CommunityModeration1765300000000,
  StoredFiles1765300100000,
  RollupShards1765400000000,
  EpisodeEditor1765500000000,
  SubmitterBlocks1765600000000,
  EpisodeArcAr1765700000000,
];
