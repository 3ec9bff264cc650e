import { randomBytes } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { PRODUCT_NAME } from '../../shared/constants.js';
import type { Tier } from '../../shared/enums.js';
import { dateTimeFormat } from '../../shared/intl.js';
import { availableAt, viewerTier } from '../../shared/release.js';
import type { CalendarLink, CalendarQuery } from '../../shared/schemas/episodes.schemas.js';
import { UsersService } from '../auth/users.service.js';
import { Clock } from '../common/clock.js';
import { CalendarFeedsRepository } from './calendar-feeds.repository.js';
import type { EpisodeEntity } from './entities/episode.entity.js';
import { EpisodesRepository } from './episodes.repository.js';

const CALENDAR_TOKEN_NOT_FOUND = 'Calendar link not found';
const CALENDAR_PATH = '/api/episodes/calendar.ics';
const UID_DOMAIN = 'abtal-universe.com';

/**
 * RFC 5545 text: backslash, semicolon, comma and line breaks (CRLF, LF or a bare CR) escaped;
 * other control characters, which TEXT may not hold (tab aside), left out.
 */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');

/** RFC 5545 lines are at most 75 octets; longer ones continue on lines starting with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261123T120000Z */
const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** "Tuesday, December 1, 2026 at 12:00 PM UTC": a time a person reads in the event's text. */
const readableTime = (date: Date) =>
  dateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);

/** Episode release feeds in iCalendar, per tier or with one member's own unlock times. */
@Injectable()
export class EpisodeCalendarService {
  constructor(
    private readonly episodes: EpisodesRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly feeds: CalendarFeedsRepository,
  ) {}

  /** The member's private feed path; the token is made once and kept. */
  async linkFor(userId: string): Promise<CalendarLink> {
    const feed = await this.feeds.addOnce(userId, randomBytes(24).toString('base64url'));
    return { path: `${CALENDAR_PATH}?token=${feed.token}` };
  }

  /** A new private feed path; the old token names nobody any more. */
  async rotate(userId: string): Promise<CalendarLink> {
    const feed = await this.feeds.replace(userId, randomBytes(24).toString('base64url'));
    return { path: `${CALENDAR_PATH}?token=${feed.token}` };
  }

  /** The feed: every published episode with a release time, at the time `tier` may read it. */
  async feed(query: CalendarQuery, siteOrigin: string): Promise<string> {
    const tier = await this.tierFor(query);
    const episodes = query.arc
      ? await this.episodes.listPublishedInArc(query.arc)
      : await this.episodes.listPublished();
    const stamp = icsTime(this.clock.now());
    const name = `${PRODUCT_NAME}${query.arc ? `: ${query.arc}` : ''} (${tier})`;
    const lines = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:-//${PRODUCT_NAME}//Episode releases//EN`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${escapeText(name)}`,
      'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
      ...episodes.flatMap((episode) => this.event(episode, tier, stamp, siteOrigin)),
      'END:VCALENDAR',
    ];
    return `${lines.map(fold).join('\r\n')}\r\n`;
  }

  private event(episode: EpisodeEntity, tier: Tier, stamp: string, siteOrigin: string): string[] {
    if (!episode.releaseAt) return [];
    const at = availableAt(episode, tier);
    if (!at) return [];
    const url = `${siteOrigin}/comics/reader/${encodeURIComponent(episode.slug)}`;
    const early = at.getTime() > episode.releaseAt.getTime();
    const summary = `${episode.title}${early ? ' (free to read)' : ''}`;
    const description = [
      episode.description ?? '',
      early
        ? `SILVER and above read it from ${readableTime(episode.releaseAt)}; ${tier} from ${readableTime(at)}.`
        : `Out for ${tier} members from ${readableTime(at)}.`,
      url,
    ]
      .filter(Boolean)
      .join('\n');
    return [
      'BEGIN:VEVENT',
      `UID:${episode.slug}-${tier.toLowerCase()}@${UID_DOMAIN}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsTime(at)}`,
      'DURATION:PT1H',
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${url}`,
      'TRANSP:TRANSPARENT',
      // A notice from the calendar app when the episode opens for this tier.
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(`${episode.title} is out for you`)}`,
      'TRIGGER:PT0S',
      'END:VALARM',
      'END:VEVENT',
    ];
  }

  /** A token names its member's tier; otherwise the tier asked for, FREE by default. */
  private async tierFor(query: CalendarQuery): Promise<Tier> {
    if (!query.token) return viewerTier(query.tier);
    const feed = await this.feeds.findByToken(query.token);
    const user = feed ? await this.users.findById(feed.userId) : null;
    if (!user) throw new NotFoundException(CALENDAR_TOKEN_NOT_FOUND);
    return user.tier;
  }
}
