import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Tier } from '../../shared/enums.js';
import type {
  AdminUser,
  DeleteMemberBody,
  EndedSessions,
  ScheduledRelease,
} from '../../shared/schemas/admin.schemas.js';
import { accountDeletedMail } from '../auth/account-mails.js';
import type { UserEntity } from '../auth/entities/user.entity.js';
import { toPublicUser } from '../auth/user.mapper.js';
import { UsersService } from '../auth/users.service.js';
import { Clock } from '../common/clock.js';
import { SubscriptionsService } from '../commerce/subscriptions.service.js';
import { EpisodeEntity } from '../content/entities/episode.entity.js';
import { EpisodesService } from '../content/episodes.service.js';
import { MailService } from '../mail/mail.service.js';
import { type Actor, AuditLogService } from './audit-log.service.js';
import { MembersRepository } from './members.repository.js';

const USER_NOT_FOUND = 'User not found';
const EPISODE_NOT_FOUND = 'Episode not found';
const EMAIL_MISMATCH = 'The e-mail address is not the account’s';
export const ADMIN_MESSAGES = {
  alreadyAdmin: 'This account is already ADMIN',
  partner: 'A partner’s account cannot be made ADMIN',
  notGranted: 'This account holds no ADMIN role granted by an admin',
  bySetting:
    'This account is ADMIN through the ADMIN_EMAILS setting: remove its address there to take it back',
  self: 'You cannot take back your own ADMIN role: ask another admin',
};

/** The fields of an account the audit log keeps before and after a change. */
const snapshot = (user: UserEntity) => ({
  email: user.email,
  role: user.role,
  tier: user.tier,
  firstName: user.firstName,
  lastName: user.lastName,
});

/**
 * What staff do to accounts and episodes: find, grant a tier, end sessions, delete, move a
 * release. Every change goes through the audit log, in the change's own transaction.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly members: MembersRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly episodes: EpisodesService,
    private readonly audit: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** The signed-in staff account, as the log names it. */
  async actor(userId: string): Promise<Actor> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    return { id: user.id, email: user.email };
  }

  async findByEmail(email: string): Promise<AdminUser> {
    return this.view(await this.users.findByEmail(email));
  }

  async search(text: string): Promise<AdminUser[]> {
    const found = await this.members.search(text);
    return Promise.all(found.map((user) => this.view(this.users.acting(user))));
  }

  /** Grants `tier` (FREE ends a paid membership) and answers the account as it now is. */
  async grantTier(actor: Actor, id: string, tier: Tier): Promise<AdminUser> {
    await this.audit.act(actor, async (manager) => {
      const user = await this.member(id, manager);
      await this.subscriptions.grantTier(id, tier, this.clock.now(), manager);
      return {
        result: null,
        change: {
          action: 'member.tier',
          targetType: 'user',
          targetId: id,
          before: { tier: user.tier },
          after: { tier },
        },
      };
    });
    return this.view(await this.users.findById(id));
  }

  /**
   * Makes the account ADMIN (`admin`) or takes back the ADMIN an admin granted; answers the account
   * as it now acts. 409 when there is nothing to change, for a partner's account, for one's own
   * role, and for an account ADMIN by the ADMIN_EMAILS setting (only the setting takes that back).
   */
  async setAdmin(actor: Actor, id: string, admin: boolean): Promise<AdminUser> {
    await this.audit.act(actor, async (manager) => {
      const user = await this.member(id, manager);
      if (admin && user.role === 'ADMIN') throw new ConflictException(ADMIN_MESSAGES.alreadyAdmin);
      if (admin && user.role === 'PARTNER') throw new ConflictException(ADMIN_MESSAGES.partner);
      if (!admin && id === actor.id) throw new ConflictException(ADMIN_MESSAGES.self);
      if (!admin && user.role !== 'ADMIN') {
        const acting = this.users.acting(user).role === 'ADMIN';
        throw new ConflictException(acting ? ADMIN_MESSAGES.bySetting : ADMIN_MESSAGES.notGranted);
      }
      await this.members.setRole(id, admin ? 'ADMIN' : 'USER', manager);
      return {
        result: null,
        change: {
          action: admin ? 'admin.grant' : 'admin.revoke',
          targetType: 'user',
          targetId: id,
          before: { role: user.role },
          after: { role: admin ? 'ADMIN' : 'USER' },
        },
      };
    });
    return this.view(await this.users.findById(id));
  }

  /** Signs the account out everywhere. */
  endSessions(actor: Actor, id: string): Promise<EndedSessions> {
    return this.audit.act(actor, async (manager) => {
      await this.member(id, manager);
      const endedSessions = await this.members.endSessions(id, manager);
      return {
        result: { endedSessions },
        change: {
          action: 'member.sessions',
          targetType: 'user',
          targetId: id,
          before: null,
          after: { endedSessions },
        },
      };
    });
  }

  /**
   * Deletes the account at its owner's request, as the owner's own deletion does: its rows go by
   * the database's rules, its sessions end, a confirmation mail goes to the address. `body.email`
   * must be the account's: a typed confirmation against a slip of the hand.
   */
  async deleteMember(actor: Actor, id: string, body: DeleteMemberBody): Promise<void> {
    await this.audit.act(actor, async (manager) => {
      const user = await this.member(id, manager);
      if (user.email.toLowerCase() !== body.email.toLowerCase())
        throw new BadRequestException({
          message: EMAIL_MISMATCH,
          errors: { email: [EMAIL_MISMATCH] },
        });
      await this.members.endSessions(id, manager);
      await this.members.delete(id, manager);
      await this.mail.send(user.email, accountDeletedMail(body.lang, user.email), { manager });
      return {
        result: null,
        change: {
          action: 'member.delete',
          targetType: 'user',
          targetId: id,
          before: snapshot(user),
          after: null,
        },
      };
    });
  }

  /** Moves an episode's release; its reminders follow once the move is committed. */
  async reschedule(actor: Actor, slug: string, releaseAt: Date): Promise<ScheduledRelease> {
    const moved = await this.audit.act(actor, async (manager) => {
      const episode = await manager.findOne(EpisodeEntity, { where: { slug } });
      if (!episode) throw new NotFoundException(EPISODE_NOT_FOUND);
      await manager.update(EpisodeEntity, { slug }, { releaseAt });
      return {
        result: { ...episode, releaseAt },
        change: {
          action: 'episode.release',
          targetType: 'episode',
          targetId: slug,
          before: { releaseAt: episode.releaseAt?.toISOString() ?? null },
          after: { releaseAt: releaseAt.toISOString() },
        },
      };
    });
    await this.episodes.followRelease(moved);
    return { slug, releaseAt: releaseAt.toISOString() };
  }

  private async member(id: string, manager: EntityManager): Promise<UserEntity> {
    const user = await this.members.findById(id, manager);
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    return user;
  }

  private async view(user: UserEntity | null): Promise<AdminUser> {
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    const subscription = await this.subscriptions.currentFor(user.id);
    return {
      ...toPublicUser(user),
      subscription: subscription && {
        tier: subscription.tier,
        status: subscription.status,
        currentPeriodStart: subscription.currentPeriodStart?.toISOString() ?? null,
        currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      },
    };
  }
}
