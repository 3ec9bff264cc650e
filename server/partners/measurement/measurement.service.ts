import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  ConversionResult,
  MeasuredEvent,
} from '../../../shared/schemas/measurement.schemas.js';
import { Clock } from '../../common/clock.js';

/** Crawlers, link previews, monitors and headless browsers: their events are not counted. */
const BOT =
  /bot|crawl|spider|slurp|preview|headless|lighthouse|monitor|curl|wget|python-|scrapy|facebookexternalhit|embedly/i;

/** Whether a request is a prefetch or prerender (nobody saw anything). */
export function isPrefetch(headers: Record<string, string | string[] | undefined>): boolean {
  const purpose = `${String(headers['sec-purpose'] ?? '')} ${String(headers.purpose ?? '')} ${String(headers['x-moz'] ?? '')}`;
  return /prefetch|prerender/i.test(purpose);
}

export const isBot = (userAgent: string) => !userAgent.trim() || BOT.test(userAgent);

/**
 * Rollup rows per key: each batch adds to one picked at random, so that concurrent batches of a
 * campaign seldom wait for one another's row lock (reports add the shards up).
 */
const ROLLUP_SHARDS = 16;

/**
 * One statement per batch: the events go into analytics_events (each marked unique when the
 * visitor had no event of its kind for that campaign and placement in the last 30 minutes), and
 * their counts into the hourly and daily rollups, so a report never scans events.
 */
const INGEST_SQL = `
WITH input AS (
  SELECT e.*, c.id AS campaign
    FROM jsonb_to_recordset($1::jsonb) AS e(
      type text, campaign_id uuid, placement text, first boolean, data jsonb)
    JOIN campaigns c ON c.id = e.campaign_id AND c.status IN ('APPROVED', 'ACTIVE')
), ins AS (
  INSERT INTO analytics_events (event_type, event_data, campaign_id, visitor_hash, is_unique, created_at)
  SELECT i.type, i.data, i.campaign, $2::varchar, i.first AND NOT EXISTS (
           SELECT 1 FROM analytics_events a
            WHERE a.visitor_hash = $2::varchar AND a.campaign_id = i.campaign AND a.event_type = i.type
              AND a.created_at > $3::timestamptz - interval '30 minutes'
              AND a.event_data->>'placement' = i.placement),
         $3
    FROM input i
  RETURNING campaign_id, event_type, is_unique, event_data
), agg AS (
  SELECT campaign_id, event_data->>'placement' AS placement,
         COALESCE(event_data->>'episodeId', '') AS episode_key, event_data->>'language' AS language,
         COALESCE(event_data->>'kioskId', '') AS kiosk_key,
         count(*) FILTER (WHERE event_type = 'impression') AS impressions,
         count(*) FILTER (WHERE event_type = 'impression' AND is_unique) AS unique_impressions,
         count(*) FILTER (WHERE event_type = 'viewable') AS viewable_impressions,
         count(*) FILTER (WHERE event_type = 'click') AS clicks
    FROM ins GROUP BY 1, 2, 3, 4, 5
), hourly AS (
  INSERT INTO campaign_stats_hourly AS s (campaign_id, hour, placement, episode_key, language,
         kiosk_key, shard, impressions, unique_impressions, viewable_impressions, clicks)
  SELECT campaign_id, date_trunc('hour', $3::timestamptz), placement, episode_key, language,
         kiosk_key, $4::smallint, impressions, unique_impressions, viewable_impressions, clicks
    FROM agg ORDER BY 1, 3, 4, 5, 6
  ON CONFLICT (campaign_id, hour, placement, episode_key, language, kiosk_key, shard) DO UPDATE SET
    impressions = s.impressions + EXCLUDED.impressions,
    unique_impressions = s.unique_impressions + EXCLUDED.unique_impressions,
    viewable_impressions = s.viewable_impressions + EXCLUDED.viewable_impressions,
    clicks = s.clicks + EXCLUDED.clicks
  RETURNING 1
), daily AS (
  INSERT INTO campaign_stats_daily AS s (campaign_id, day, placement, episode_key, language,
         kiosk_key, shard, impressions, unique_impressions, viewable_impressions, clicks)
  SELECT campaign_id, ($3::timestamptz AT TIME ZONE 'UTC')::date, placement, episode_key, language,
         kiosk_key, $4::smallint, impressions, unique_impressions, viewable_impressions, clicks
    FROM agg ORDER BY 1, 3, 4, 5, 6
  ON CONFLICT (campaign_id, day, placement, episode_key, language, kiosk_key, shard) DO UPDATE SET
    impressions = s.impressions + EXCLUDED.impressions,
    unique_impressions = s.unique_impressions + EXCLUDED.unique_impressions,
    viewable_impressions = s.viewable_impressions + EXCLUDED.viewable_impressions,
    clicks = s.clicks + EXCLUDED.clicks
  RETURNING 1
)
SELECT (SELECT count(*) FROM ins)::int AS accepted,
       (SELECT count(*) FROM hourly)::int + (SELECT count(*) FROM daily)::int AS rolled`;

/** Events from the sponsor units, conversions from partners, and the rollups reports read. */
@Injectable()
export class MeasurementService {
  private salt: { day: string; value: string } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * The day's random salt (shared by every server through the table; older ones are deleted, so
   * earlier hashes can no longer be linked to anyone).
   */
  private async dailySalt(now: Date): Promise<string> {
    const day = now.toISOString().slice(0, 10);
    if (this.salt?.day === day) return this.salt.value;
    await this.dataSource.query(
      `INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`,
      [day, randomBytes(32).toString('hex')],
    );
    await this.dataSource.query(`DELETE FROM analytics_salts WHERE day < $1::date - 1`, [day]);
    const [row] = (await this.dataSource.query(`SELECT salt FROM analytics_salts WHERE day = $1`, [
      day,
    ])) as { salt: string }[];
    this.salt = { day, value: row.salt };
    return row.salt;
  }

  /** Stores a batch from one browser; answers how many events were counted. */
  async ingest(events: MeasuredEvent[], ip: string, userAgent: string): Promise<number> {
    const now = this.clock.now();
    const salt = await this.dailySalt(now);
    const visitor = createHash('sha256').update(`${salt}|${ip}|${userAgent}`).digest('hex');
    const seen = new Set<string>();
    const rows = events.map((event) => {
      const key = `${event.type}|${event.campaignId}|${event.placement}`;
      const first = !seen.has(key);
      seen.add(key);
      const data: Record<string, string> = {
        placement: event.placement,
        language: event.language,
        ...(event.episodeId ? { episodeId: event.episodeId } : {}),
        ...(event.kioskId ? { kioskId: event.kioskId } : {}),
        ...(event.type === 'click' && event.clickId ? { clickId: event.clickId } : {}),
      };
      return {
        type: event.type,
        campaign_id: event.campaignId,
        placement: event.placement,
        first,
        data,
      };
    });
    const result = (await this.dataSource.query(INGEST_SQL, [
      JSON.stringify(rows),
      visitor,
      now,
      randomInt(ROLLUP_SHARDS),
    ])) as { accepted: number }[];
    return result[0]?.accepted ?? 0;
  }

  /** A conversion a partner reports for one of its campaign's clicks (counted once per click). */
  async convert(partnerId: string, clickId: string): Promise<ConversionResult> {
    return this.dataSource.transaction(async (manager) => {
      const [click] = (await manager.query(
        `SELECT a.campaign_id, a.event_data FROM analytics_events a
           JOIN campaigns c ON c.id = a.campaign_id AND c.partner_id = $2
          WHERE a.event_type = 'click' AND a.event_data->>'clickId' = $1
          LIMIT 1 FOR UPDATE OF a`,
        [clickId, partnerId],
      )) as { campaign_id: string; event_data: Record<string, string> }[];
      if (!click) throw new NotFoundException('No click with this id on your campaigns');
      const [done] = (await manager.query(
        `SELECT 1 FROM analytics_events WHERE event_type = 'conversion'
            AND campaign_id = $1 AND event_data->>'clickId' = $2`,
        [click.campaign_id, clickId],
      )) as unknown[];
      if (done) return { campaignId: click.campaign_id, clickId, counted: false };
      const now = this.clock.now();
      const data = click.event_data;
      await manager.query(
        `INSERT INTO analytics_events (event_type, event_data, campaign_id, is_unique, created_at)
         VALUES ('conversion', $1, $2, true, $3)`,
        [JSON.stringify(data), click.campaign_id, now],
      );
      const key = [
        click.campaign_id,
        data.placement,
        data.episodeId ?? '',
        data.language,
        data.kioskId ?? '',
        now,
      ];
      for (const [table, column, value] of [
        ['campaign_stats_hourly', 'hour', `date_trunc('hour', $6::timestamptz)`],
        ['campaign_stats_daily', 'day', `($6::timestamptz AT TIME ZONE 'UTC')::date`],
      ]) {
        await manager.query(
          `INSERT INTO ${table} AS s (campaign_id, ${column}, placement, episode_key, language,
                  kiosk_key, conversions)
           VALUES ($1, ${value}, $2, $3, $4, $5, 1)
           ON CONFLICT (campaign_id, ${column}, placement, episode_key, language, kiosk_key, shard)
           DO UPDATE SET conversions = s.conversions + 1`,
          key,
        );
      }
      return { campaignId: click.campaign_id, clickId, counted: true };
    });
  }
}
