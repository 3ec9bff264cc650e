import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { HeroStatus } from '../../shared/enums.js';
import type {
  HeroModeration,
  HeroModerationBody,
  ModeratedHero,
} from '../../shared/schemas/admin.schemas.js';
import { SubmitterBlockEntity } from '../community/entities/submitter-block.entity.js';
import { Clock } from '../common/clock.js';
import { HeroEntity } from '../community/entities/hero.entity.js';
import { type Actor, AuditLogService } from './audit-log.service.js';

const HERO_NOT_FOUND = 'Hero not found';
const QUEUE_LIMIT = 200;

/** Each decision: the states it applies to and the state it leaves. */
const MOVES: Record<HeroModeration, { from: HeroStatus[]; to: HeroStatus }> = {
  approve: { from: ['PENDING', 'REJECTED'], to: 'APPROVED' },
  reject: { from: ['PENDING'], to: 'REJECTED' },
  hide: { from: ['APPROVED'], to: 'HIDDEN' },
  restore: { from: ['HIDDEN', 'REJECTED'], to: 'APPROVED' },
};

/** The fields of a hero the audit log keeps before and after a decision. */
const snapshot = (hero: HeroEntity) => ({
  name: hero.name,
  status: hero.status,
  reason: hero.moderationReason,
});

type QueueRow = HeroEntity & { submitterEmail: string | null; submitterBlocked: boolean };

const kindOf = (submitter: string | null): ModeratedHero['submitterKind'] =>
  submitter?.startsWith('user:') ? 'account' : submitter?.startsWith('browser:') ? 'browser' : null;

const toModerated = (hero: QueueRow): ModeratedHero => ({
  id: hero.id,
  name: hero.name,
  element: hero.element,
  origin: hero.origin,
  createdAt: hero.createdAt.toISOString(),
  status: hero.status,
  reason: hero.moderationReason,
  flagged: hero.flagged,
  reports: hero.reports,
  submitterEmail: hero.submitterEmail,
  submitterKind: kindOf(hero.submitter),
  submitterBlocked: hero.submitterBlocked,
  reviewedAt: hero.reviewedAt?.toISOString() ?? null,
});

/**
 * Community moderation: the queue of fan heroes by state and staff's decisions on them, each in
 * one transaction with its audit entry.
 */
@Injectable()
export class HeroModerationService {
  constructor(
    @InjectRepository(HeroEntity) private readonly heroes: Repository<HeroEntity>,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  /** Heroes in one state: flagged first, then the most reported, then the oldest. */
  async queue(status: HeroStatus): Promise<ModeratedHero[]> {
    return this.views(
      this.withSubmitter()
        .where('hero.status = :status', { status })
        .orderBy('hero.flagged', 'DESC')
        .addOrderBy('hero.reports', 'DESC')
        .addOrderBy('hero.createdAt', 'ASC')
        .addOrderBy('hero.id', 'ASC')
        .limit(QUEUE_LIMIT),
    );
  }

  /** Approves, rejects, hides or restores; a decision the hero's state does not allow is a 409. */
  async decide(actor: Actor, id: string, body: HeroModerationBody): Promise<ModeratedHero> {
    const move = MOVES[body.action];
    const decided = await this.audit.act(actor, async (manager) => {
      const hero = await this.locked(manager, id);
      if (!move.from.includes(hero.status))
        throw new ConflictException(
          `A ${hero.status} hero cannot be given "${body.action}" (only ${move.from.join(' or ')})`,
        );
      const before = snapshot(hero);
      hero.status = move.to;
      hero.moderationReason = move.to === 'APPROVED' ? null : (body.reason ?? null);
      hero.reviewedAt = this.clock.now();
      if (move.to === 'APPROVED') hero.reports = 0;
      await manager.save(hero);
      return {
        result: hero,
        change: {
          action: `hero.${body.action}` as const,
          targetType: 'hero',
          targetId: id,
          before,
          after: snapshot(hero),
        },
      };
    });
    return this.view(decided.id);
  }

  /** Deletes a hero for good, whatever its state. */
  async remove(actor: Actor, id: string): Promise<void> {
    await this.audit.act(actor, async (manager) => {
      const hero = await this.locked(manager, id);
      await manager.delete(HeroEntity, { id });
      return {
        result: null,
        change: {
          action: 'hero.delete',
          targetType: 'hero',
          targetId: id,
          before: { ...snapshot(hero), element: hero.element, origin: hero.origin },
          after: null,
        },
      };
    });
  }

  /**
   * Blocks the hero's submitter (their account, or a visitor's browser by its voter cookie id):
   * their new heroes are refused. A hero with no known submitter, or one already blocked, is a 409.
   */
  async block(actor: Actor, id: string, reason: string): Promise<ModeratedHero> {
    await this.audit.act(actor, async (manager) => {
      const submitter = await this.submitterOf(manager, id);
      const inserted = (await manager.query(
        `INSERT INTO submitter_blocks (submitter, reason, blocked_by) VALUES ($1, $2, $3)
         ON CONFLICT (submitter) DO NOTHING RETURNING submitter`,
        [submitter, reason, actor.id],
      )) as unknown[];
      if (!inserted.length) throw new ConflictException('This submitter is already blocked');
      return {
        result: null,
        change: {
          action: 'submitter.block',
          targetType: 'submitter',
          targetId: submitter,
          before: { blocked: false, hero: id },
          after: { blocked: true, reason },
        },
      };
    });
    return this.view(id);
  }

  /** Lifts the block on the hero's submitter; one not blocked is a 409. */
  async unblock(actor: Actor, id: string): Promise<ModeratedHero> {
    await this.audit.act(actor, async (manager) => {
      const submitter = await this.submitterOf(manager, id);
      const removed = (await manager.query(
        `DELETE FROM submitter_blocks WHERE submitter = $1 RETURNING reason`,
        [submitter],
      )) as [{ reason: string }[], number];
      const [row] = removed[0];
      if (!row) throw new ConflictException('This submitter is not blocked');
      return {
        result: null,
        change: {
          action: 'submitter.unblock',
          targetType: 'submitter',
          targetId: submitter,
          before: { blocked: true, reason: row.reason },
          after: { blocked: false, hero: id },
        },
      };
    });
    return this.view(id);
  }

  private async submitterOf(manager: EntityManager, id: string): Promise<string> {
    const hero = await manager.findOne(HeroEntity, {
      where: { id },
      select: { id: true, submitter: true },
    });
    if (!hero) throw new NotFoundException(HERO_NOT_FOUND);
    if (!hero.submitter) {
      throw new ConflictException(
        'Who submitted this hero is not known, so they cannot be blocked',
      );
    }
    return hero.submitter;
  }

  private async view(id: string): Promise<ModeratedHero> {
    const [view] = await this.views(this.withSubmitter().whereInIds([id]));
    return view;
  }

  private async locked(manager: EntityManager, id: string): Promise<HeroEntity> {
    const hero = await manager.findOne(HeroEntity, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!hero) throw new NotFoundException(HERO_NOT_FOUND);
    return hero;
  }

  private withSubmitter(): SelectQueryBuilder<HeroEntity> {
    return this.heroes
      .createQueryBuilder('hero')
      .leftJoin('users', 'submitter', 'submitter.id = hero.user_id')
      .addSelect('submitter.email', 'submitter_email')
      .leftJoin(SubmitterBlockEntity, 'block', 'block.submitter = hero.submitter')
      .addSelect('block.submitter IS NOT NULL', 'submitter_blocked');
  }

  private async views(query: SelectQueryBuilder<HeroEntity>): Promise<ModeratedHero[]> {
    const rows = await query.getRawAndEntities<{
      submitter_email: string | null;
      submitter_blocked: boolean;
    }>();
    return rows.entities.map((hero, i) =>
      toModerated({
        ...hero,
        submitterEmail: rows.raw[i]?.submitter_email ?? null,
        submitterBlocked: rows.raw[i]?.submitter_blocked === true,
      }),
    );
  }
}
