import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CampaignType } from '../../../shared/enums.js';
import type {
  CampaignDraftBody,
  PartnerCampaign,
} from '../../../shared/schemas/partner-api.schemas.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';

/** A `campaigns` row with its episode ids, as SELECT reads it. */
export interface CampaignRow {
  id: string;
  name: string;
  description: string | null;
  objective: string | null;
  type: CampaignType | null;
  budget: string | null;
  status: string;
  start_at: Date;
  end_at: Date;
  assets: unknown;
  approved_at: Date | null;
  approved_by: string | null;
  created_at: Date;
  updated_at: Date;
  episode_ids: string[] | null;
}

const SELECT = `
  SELECT c.*, ARRAY(SELECT ce.episode_id::text FROM campaign_episodes ce
                     WHERE ce.campaign_id = c.id ORDER BY ce.episode_id) AS episode_ids
    FROM campaigns c`;

const assetsOf = (assets: unknown): PartnerCampaign['assets'] =>
  Array.isArray(assets)
    ? assets.filter(
        (a): a is { name: string; url: string } =>
          typeof a === 'object' && a !== null && 'name' in a && 'url' in a,
      )
    : [];

export const toCampaign = (row: CampaignRow): PartnerCampaign => ({
  id: row.id,
  name: row.name,
  description: row.description,
  objective: row.objective,
  type: row.type,
  budget: row.budget === null ? null : Number(row.budget),
  status: row.status,
  startAt: row.start_at.toISOString(),
  endAt: row.end_at.toISOString(),
  episodeIds: row.episode_ids ?? [],
  assets: assetsOf(row.assets),
  approvedAt: row.approved_at?.toISOString() ?? null,
  approvedBy: row.approved_by,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** A campaign the partner does not own answers like one that does not exist. */
const notFound = () => new NotFoundException('Campaign not found');

/** A partner's own campaigns through the partner API: listing, drafts and submission. */
@Injectable()
export class PartnerCampaignsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly webhooks: WebhooksService,
  ) {}

  /** `campaign.status_changed` to the partner's webhooks, in the change's own transaction. */
  private statusChanged(
    manager: EntityManager,
    partnerId: string,
    campaign: PartnerCampaign,
    from: string,
  ): Promise<void> {
    return this.webhooks.emit(
      partnerId,
      'campaign.status_changed',
      { campaignId: campaign.id, name: campaign.name, from, to: campaign.status },
      manager,
    );
  }

  async list(partnerId: string): Promise<PartnerCampaign[]> {
    const rows: CampaignRow[] = await this.dataSource.query(
      `${SELECT} WHERE c.partner_id = $1 ORDER BY c.created_at DESC, c.id`,
      [partnerId],
    );
    return rows.map(toCampaign);
  }

  async get(partnerId: string, id: string, manager?: EntityManager): Promise<PartnerCampaign> {
    const [row] = (await (manager ?? this.dataSource.manager).query(
      `${SELECT} WHERE c.id = $1 AND c.partner_id = $2`,
      [id, partnerId],
    )) as CampaignRow[];
    if (!row) throw notFound();
    return toCampaign(row);
  }

  /** A new DRAFT campaign. */
  async create(partnerId: string, draft: CampaignDraftBody): Promise<PartnerCampaign> {
    return this.dataSource.transaction(async (manager) => {
      const [{ id }] = (await manager.query(
        `INSERT INTO campaigns (partner_id, status, name, start_at, end_at)
         VALUES ($1, 'DRAFT', $2, $3, $4) RETURNING id`,
        [partnerId, draft.name, ...this.days(draft)],
      )) as { id: string }[];
      await this.write(manager, id, draft);
      return this.get(partnerId, id, manager);
    });
  }

  /** Replaces a DRAFT's fields (other statuses are under review or decided: 409). */
  async update(partnerId: string, id: string, draft: CampaignDraftBody): Promise<PartnerCampaign> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockWithStatus(manager, partnerId, id, ['DRAFT']);
      await this.write(manager, id, draft);
      return this.get(partnerId, id, manager);
    });
  }

  /** DRAFT -> PENDING: sent for review. */
  async submit(partnerId: string, id: string): Promise<PartnerCampaign> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockWithStatus(manager, partnerId, id, ['DRAFT']);
      await manager.query(
        `UPDATE campaigns SET status = 'PENDING', updated_at = now() WHERE id = $1`,
        [id],
      );
      const after = await this.get(partnerId, id, manager);
      await this.statusChanged(manager, partnerId, after, 'DRAFT');
      return after;
    });
  }

  private days(draft: CampaignDraftBody): [Date, Date] {
    return [
      new Date(`${draft.startDate}T00:00:00.000Z`),
      new Date(`${draft.endDate}T23:59:59.999Z`),
    ];
  }

  private async write(manager: EntityManager, id: string, draft: CampaignDraftBody): Promise<void> {
    const episodeIds = [...new Set(draft.episodeIds ?? [])];
    if (episodeIds.length) {
      const found = (await manager.query(`SELECT id FROM episodes WHERE id = ANY($1::uuid[])`, [
        episodeIds,
      ])) as { id: string }[];
      const missing = episodeIds.filter((e) => !found.some((f) => f.id === e));
      if (missing.length) throw new NotFoundException(`Episode not found: ${missing.join(', ')}`);
    }
    await manager.query(
      `UPDATE campaigns SET name = $2, description = $3, objective = $4, type = $5, budget = $6,
              start_at = $7, end_at = $8, assets = $9, updated_at = now()
        WHERE id = $1`,
      [
        id,
        draft.name,
        draft.description ?? null,
        draft.objective ?? null,
        draft.type ?? null,
        draft.budget === undefined ? null : draft.budget.toFixed(2),
        ...this.days(draft),
        JSON.stringify(draft.assets ?? []),
      ],
    );
    await manager.query(`DELETE FROM campaign_episodes WHERE campaign_id = $1`, [id]);
    for (const episodeId of episodeIds) {
      await manager.query(
        `INSERT INTO campaign_episodes (campaign_id, episode_id) VALUES ($1, $2)`,
        [id, episodeId],
      );
    }
  }

  private async lockWithStatus(
    manager: EntityManager,
    partnerId: string | null,
    id: string,
    statuses: string[],
  ): Promise<void> {
    const [row] = (await manager.query(
      `SELECT status FROM campaigns WHERE id = $1 AND ($2::uuid IS NULL OR partner_id = $2)
       FOR UPDATE`,
      [id, partnerId],
    )) as { status: string }[];
    if (!row) throw notFound();
    if (!statuses.includes(row.status)) {
      throw new ConflictException(
        `The campaign is ${row.status}; this needs ${statuses.join(' or ')}`,
      );
    }
  }
}
