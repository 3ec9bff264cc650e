import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SponsorUnit } from '../../../shared/schemas/sponsor-units.schemas.js';
import { Clock } from '../../common/clock.js';

interface UnitRow {
  campaign_id: string;
  brand: string;
  website: string | null;
  assets: unknown;
  episode_id: string | null;
}

/** An asset whose name says it is the call to action ("call to action", "CTA"). */
const CTA_ASSET = /^\s*(call[\s-]*to[\s-]*action|cta)\s*$/i;
const HTTP_URL = /^https?:\/\/\S+$/;

function ctaOf(row: UnitRow): string | null {
  const assets = Array.isArray(row.assets) ? (row.assets as unknown[]) : [];
  for (const asset of assets) {
    if (typeof asset !== 'object' || asset === null) continue;
    const { name, url } = asset as { name?: unknown; url?: unknown };
    if (typeof name === 'string' && typeof url === 'string' && CTA_ASSET.test(name)) return url;
  }
  return row.website && HTTP_URL.test(row.website) ? row.website : null;
}

/** A campaign that runs now: approved (or active) and within its flight. */
const RUNNING = `c.status IN ('APPROVED', 'ACTIVE') AND c.start_at <= $2 AND c.end_at >= $2`;
const SELECT = `
  SELECT c.id AS campaign_id, COALESCE(NULLIF(p.company, ''), p.name) AS brand, p.website, c.assets`;
// The most recently approved campaign wins when several run at once.
const NEWEST = `ORDER BY c.approved_at DESC NULLS LAST, c.created_at DESC, c.id LIMIT 1`;

const EPISODE_SQL = `${SELECT}, e.id AS episode_id
    FROM episodes e
    JOIN campaign_episodes ce ON ce.episode_id = e.id
    JOIN campaigns c ON c.id = ce.campaign_id
    JOIN partners p ON p.id = c.partner_id
   WHERE e.slug = $1 AND ${RUNNING}
   ${NEWEST}`;

/** Station campaigns (metro station wraps) show on the kiosks' attract screen. */
const STATION_SQL = `${SELECT}, NULL AS episode_id
    FROM campaigns c
    JOIN partners p ON p.id = c.partner_id
   WHERE c.type = $1 AND ${RUNNING}
   ${NEWEST}`;

/** Which sponsor unit, if any, an episode or the kiosk's attract screen shows now. */
@Injectable()
export class SponsorUnitsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private async one(sql: string, key: string): Promise<SponsorUnit | null> {
    const [row] = (await this.dataSource.query(sql, [key, this.clock.now()])) as UnitRow[];
    if (!row) return null;
    return {
      campaignId: row.campaign_id,
      brand: row.brand,
      ctaUrl: ctaOf(row),
      episodeId: row.episode_id,
    };
  }

  forEpisode(slug: string): Promise<SponsorUnit | null> {
    return this.one(EPISODE_SQL, slug);
  }

  forStations(): Promise<SponsorUnit | null> {
    return this.one(STATION_SQL, 'STATION_WRAP');
  }
}
