import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CampaignAction,
  ReviewCampaign,
  ReviewCampaignStatus,
} from '../../shared/schemas/campaign-review.schemas.js';
import type { AuditAction } from '../../shared/schemas/admin.schemas.js';
import { AuditLogService } from '../admin/audit-log.service.js';
import { Clock } from '../common/clock.js';
import { type CampaignRow, toCampaign } from './v1/partner-campaigns.service.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

/** The most campaigns one status lists (the table pages, sorts and filters them). */
const LIST_LIMIT = 200;

type ReviewRow = CampaignRow & {
  partner_id: string;
  partner_name: string;
  partner_logo: string | null;
  partner_website: string | null;
  episodes: { id: string; slug: string; title: string }[] | null;
};

const SELECT = `
  SELECT c.*, p.name AS partner_name, p.logo AS partner_logo, p.website AS partner_website,
         NULL AS episode_ids,
         (SELECT json_agg(json_build_object('id', e.id, 'slug', e.slug, 'title', e.title)
                          ORDER BY e.slug)
            FROM campaign_episodes ce JOIN episodes e ON e.id = ce.episode_id
           WHERE ce.campaign_id = c.id) AS episodes
    FROM campaigns c JOIN partners p ON p.id = c.partner_id`;

/** The campaign as its partner sees it, with the brand and the episodes it runs with. */
function toReview(row: ReviewRow): ReviewCampaign {
  const { episodeIds: _ids, ...campaign } = toCampaign(row);
  return {
    ...campaign,
    partner: {
      id: row.partner_id,
      name: row.partner_name,
      logo: row.partner_logo,
      website: row.partner_website,
    },
    episodes: row.episodes ?? [],
  };
}

/** Each staff decision: the statuses it applies to and the one it leaves (null: by start date). */
const MOVES: Record<'approve' | 'reject' | CampaignAction, { from: string[]; to: string | null }> =
  {
    approve: { from: ['PENDING'], to: null },
    reject: { from: ['PENDING'], to: 'CANCELLED' },
    pause: { from: ['APPROVED', 'ACTIVE'], to: 'PAUSED' },
    resume: { from: ['PAUSED'], to: null },
    complete: { from: ['APPROVED', 'ACTIVE', 'PAUSED'], to: 'COMPLETED' },
  };

/**
 * Staff review of partners' campaigns: the queue with a preview of each placement, and the
 * decisions (approve, reject, pause, resume, complete), each in one transaction with its audit
 * entry and the partner's `campaign.status_changed` webhook.
 */
@Injectable()
export class CampaignReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
    private readonly webhooks: WebhooksService,
  ) {}

  /** Campaigns of one status, oldest update first (the longest waiting on top). */
  async list(status: ReviewCampaignStatus): Promise<ReviewCampaign[]> {
    const rows = (await this.dataSource.query(
      `${SELECT} WHERE c.status = $1 ORDER BY c.updated_at ASC, c.id LIMIT ${LIST_LIMIT}`,
      [status],
    )) as ReviewRow[];
    return rows.map(toReview);
  }

  /** APPROVED (ACTIVE when its start has come) with approvedAt and approvedBy, or CANCELLED. */
  review(id: string, adminId: string, approve: boolean): Promise<ReviewCampaign> {
    return this.move(id, adminId, approve ? 'approve' : 'reject', 'campaign.review');
  }

  /** Pauses, resumes (APPROVED or ACTIVE by its start) or completes a decided campaign. */
  act(id: string, adminId: string, action: CampaignAction): Promise<ReviewCampaign> {
    return this.move(id, adminId, action, `campaign.${action}`);
  }

  private move(
    id: string,
    adminId: string,
    decision: keyof typeof MOVES,
    auditAction: AuditAction,
  ): Promise<ReviewCampaign> {
    const { from, to } = MOVES[decision];
    return this.audit.actAs(adminId, async (manager) => {
      const before = await this.locked(manager, id);
      if (!from.includes(before.status)) {
        throw new ConflictException(
          `The campaign is ${before.status}; to ${decision} it, it must be ${from.join(' or ')}`,
        );
      }
      const now = this.clock.now();
      await manager.query(
        `UPDATE campaigns
            SET status = COALESCE($2, CASE WHEN start_at <= $3 THEN 'ACTIVE' ELSE 'APPROVED' END),
                approved_at = CASE WHEN $4 THEN $3 ELSE approved_at END,
                approved_by = CASE WHEN $4 THEN $5::uuid ELSE approved_by END,
                updated_at = now()
          WHERE id = $1`,
        [id, to, now, decision === 'approve', adminId],
      );
      const after = await this.get(manager, id);
      await this.webhooks.emit(
        after.partner.id,
        'campaign.status_changed',
        { campaignId: id, name: after.name, from: before.status, to: after.status },
        manager,
      );
      return {
        result: after,
        change: {
          action: auditAction,
          targetType: 'campaign',
          targetId: id,
          before: { status: before.status },
          after: {
            status: after.status,
            ...(auditAction === 'campaign.review'
              ? { decision: decision === 'approve' ? 'APPROVE' : 'REJECT' }
              : {}),
          },
        },
      };
    });
  }

  private async locked(manager: EntityManager, id: string): Promise<{ status: string }> {
    const [row] = (await manager.query(`SELECT status FROM campaigns WHERE id = $1 FOR UPDATE`, [
      id,
    ])) as { status: string }[];
    if (!row) throw new NotFoundException('Campaign not found');
    return row;
  }

  private async get(manager: EntityManager, id: string): Promise<ReviewCampaign> {
    const [row] = (await manager.query(`${SELECT} WHERE c.id = $1`, [id])) as ReviewRow[];
    return toReview(row);
  }
}
