import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  CampaignReport,
  ReportBreakdown,
  ReportFigures,
  ReportQuery,
} from '../../../shared/schemas/measurement.schemas.js';
import { Clock } from '../../common/clock.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 366;
const BREAKDOWN_COLUMN: Record<ReportBreakdown, string> = {
  placement: 'placement',
  episode: 'episode_key',
  language: 'language',
  kiosk: 'kiosk_key',
};

interface FigureRow {
  day: string | null;
  key: string | null;
  impressions: string;
  unique_impressions: string;
  viewable_impressions: string;
  clicks: string;
  conversions: string;
}

const figures = (row: Omit<FigureRow, 'day' | 'key'>): ReportFigures => {
  const impressions = Number(row.impressions);
  const clicks = Number(row.clicks);
  return {
    impressions,
    uniqueImpressions: Number(row.unique_impressions),
    viewableImpressions: Number(row.viewable_impressions),
    clicks,
    ctr: impressions ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0,
    conversions: Number(row.conversions),
  };
};

const day = (date: Date) => date.toISOString().slice(0, 10);
const badRange = (message: string) =>
  new BadRequestException({ message: `Validation failed: ${message}`, errors: { to: [message] } });

/** Campaign reports, read from the daily rollups only (never from the events). */
@Injectable()
export class ReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async report(partnerId: string, campaignId: string, query: ReportQuery): Promise<CampaignReport> {
    const [campaign] = (await this.dataSource.query(
      `SELECT id, budget, start_at, end_at FROM campaigns WHERE id = $1 AND partner_id = $2`,
      [campaignId, partnerId],
    )) as { id: string; budget: string | null; start_at: Date; end_at: Date }[];
    if (!campaign) throw new NotFoundException('Campaign not found');
    const today = day(this.clock.now());
    const from = query.from ?? day(campaign.start_at);
    const to = query.to ?? [day(campaign.end_at), today].sort()[0];
    if (from > to) throw badRange('To cannot be before from');
    const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (span > MAX_DAYS) throw badRange(`A report covers at most ${MAX_DAYS} days`);
    const by = query.by ?? 'day';
    const breakdown = query.breakdown ?? null;
    const dayExpr = by === 'day' ? `to_char(day, 'YYYY-MM-DD')` : 'NULL::text';
    const keyExpr = breakdown ? BREAKDOWN_COLUMN[breakdown] : 'NULL::text';
    const rows = (await this.dataSource.query(
      `SELECT ${dayExpr} AS day, ${keyExpr} AS key,
              sum(impressions) AS impressions, sum(unique_impressions) AS unique_impressions,
              sum(viewable_impressions) AS viewable_impressions, sum(clicks) AS clicks,
              sum(conversions) AS conversions
         FROM campaign_stats_daily
        WHERE campaign_id = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [campaignId, from, to],
    )) as FigureRow[];
    const totals = rows.reduce(
      (sum, row) => ({
        impressions: sum.impressions + Number(row.impressions),
        unique_impressions: sum.unique_impressions + Number(row.unique_impressions),
        viewable_impressions: sum.viewable_impressions + Number(row.viewable_impressions),
        clicks: sum.clicks + Number(row.clicks),
        conversions: sum.conversions + Number(row.conversions),
      }),
      { impressions: 0, unique_impressions: 0, viewable_impressions: 0, clicks: 0, conversions: 0 },
    );
    const budget = campaign.budget === null ? null : Number(campaign.budget);
    return {
      campaignId,
      from,
      to,
      by,
      breakdown,
      budget,
      spend: budget === null ? null : this.spend(budget, campaign.start_at, campaign.end_at, to),
      rows: rows.map((row) => ({ day: row.day, key: row.key, ...figures(row) })),
      totals: figures({
        impressions: String(totals.impressions),
        unique_impressions: String(totals.unique_impressions),
        viewable_impressions: String(totals.viewable_impressions),
        clicks: String(totals.clicks),
        conversions: String(totals.conversions),
      }),
    };
  }

  /** The budget spread evenly over the flight's days, up to the range's end (and today). */
  private spend(budget: number, start: Date, end: Date, to: string): number {
    const flight = Math.max(1, Math.ceil((end.getTime() - start.getTime()) / DAY_MS));
    const until = Math.min(
      Date.parse(`${to}T23:59:59.999Z`),
      end.getTime(),
      this.clock.now().getTime(),
    );
    const elapsed = Math.min(flight, Math.max(0, Math.ceil((until - start.getTime()) / DAY_MS)));
    return Math.round((budget * elapsed * 100) / flight) / 100;
  }
}

const CSV_HEADER = [
  'day',
  'breakdown',
  'impressions',
  'unique_impressions',
  'viewable_impressions',
  'clicks',
  'ctr',
  'conversions',
];

/** A report as CSV: one line per row, then the totals; budget and spend in a last line. */
export function reportCsv(report: CampaignReport): string {
  const line = (cells: (string | number | null)[]) =>
    cells.map((cell) => (cell === null ? '' : String(cell).replace(/[",\r\n]/g, ' '))).join(',');
  const values = (f: ReportFigures) => [
    f.impressions,
    f.uniqueImpressions,
    f.viewableImpressions,
    f.clicks,
    f.ctr,
    f.conversions,
  ];
  return (
    [
      line(CSV_HEADER),
      ...report.rows.map((row) => line([row.day, row.key, ...values(row)])),
      line(['total', null, ...values(report.totals)]),
      line(['budget', report.budget, 'spend', report.spend]),
    ].join('\r\n') + '\r\n'
  );
}
