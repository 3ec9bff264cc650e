import { createHash, createHmac } from 'node:crypto';
import {
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { PartnerStatus } from '../../../shared/enums.js';
import type {
  InvitationSent,
  OwnApplication,
  PartnerAccount,
  PartnerApplication,
} from '../../../shared/schemas/partner-accounts.schemas.js';
import { AuditLogService } from '../../admin/audit-log.service.js';
import { adminBySetting } from '../../auth/admin-emails.js';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG } from '../../common/tokens.js';
import type { AppConfig } from '../../config.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { JobWorker } from '../../jobs/job-worker.js';
import { type Edition, editionUrl } from '../../mail/edition.js';
import { MailService } from '../../mail/mail.service.js';
import { applicationRejectedMail, partnerInvitationMail } from './partner-mails.js';

const INVITATION_JOB = 'partner.invitation';
const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface PartnerRow {
  id: string;
  name: string;
  status: PartnerStatus;
  contact_name: string | null;
  contact_email: string | null;
  website: string | null;
  description: string | null;
  language: string;
  application: Record<string, unknown> | null;
  created_at: Date;
  reviewed_at: Date | null;
  rejection_reason: string | null;
}

const edition = (language: string): Edition => (language === 'ar' ? 'ar' : 'en');

const toApplication = (row: PartnerRow): PartnerApplication => ({
  id: row.id,
  name: row.name,
  status: row.status,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  website: row.website,
  description: row.description,
  language: edition(row.language),
  application: row.application,
  submittedAt: row.created_at.toISOString(),
  reviewedAt: row.reviewed_at?.toISOString() ?? null,
  rejectionReason: row.rejection_reason,
});

/**
 * Partner accounts: the review of applications (approval invites the contact, rejection mails the
 * reason), invitations to bind an account to a partner, and what a partner's accounts see of it.
 */
@Injectable()
export class PartnerAccountsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly queue: JobQueue,
    private readonly worker: JobWorker,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.worker.register(INVITATION_JOB, (payload, job) =>
      this.sendInvitation(String(payload.invitationId), job.id),
    );
  }

  async listApplications(status?: PartnerStatus): Promise<PartnerApplication[]> {
    const rows: PartnerRow[] = await this.dataSource.query(
      `SELECT * FROM partners WHERE ($1::partner_status IS NULL OR status = $1)
       ORDER BY created_at DESC, id LIMIT 500`,
      [status ?? null],
    );
    return rows.map(toApplication);
  }

  /** PENDING to APPROVED, and the contact invited to bind an account to the partner. */
  async approve(partnerId: string, adminId: string): Promise<PartnerApplication> {
    const approved = await this.audit.actAs(adminId, async (manager) => {
      const partner = await this.pendingForUpdate(manager, partnerId);
      const [[row]] = (await manager.query(
        `UPDATE partners SET status = 'APPROVED', reviewed_at = $2, updated_at = now()
         WHERE id = $1 RETURNING *`,
        [partnerId, this.clock.now()],
      )) as [PartnerRow[], number];
      if (partner.contact_email) {
        await this.createInvitation(manager, partnerId, partner.contact_email, partner.language, {
          invitedBy: adminId,
          approved: true,
        });
      }
      return {
        result: toApplication(row),
        change: {
          action: 'partner.approve',
          targetType: 'partner',
          targetId: partnerId,
          before: { status: partner.status },
          after: { status: 'APPROVED', invited: partner.contact_email },
        },
      };
    });
    this.worker.wake();
    return approved;
  }

  /** PENDING to REJECTED, and the reason mailed in the application's language. */
  async reject(partnerId: string, reason: string, adminId: string): Promise<PartnerApplication> {
    const rejected = await this.audit.actAs(adminId, async (manager) => {
      const partner = await this.pendingForUpdate(manager, partnerId);
      const [[row]] = (await manager.query(
        `UPDATE partners SET status = 'REJECTED', reviewed_at = $2, rejection_reason = $3,
                updated_at = now()
         WHERE id = $1 RETURNING *`,
        [partnerId, this.clock.now(), reason],
      )) as [PartnerRow[], number];
      if (partner.contact_email) {
        await this.mail.send(
          partner.contact_email,
          applicationRejectedMail(edition(partner.language), partner.name, reason),
          { manager },
        );
      }
      return {
        result: toApplication(row),
        change: {
          action: 'partner.reject',
          targetType: 'partner',
          targetId: partnerId,
          before: { status: partner.status },
          after: { status: 'REJECTED', reason },
        },
      };
    });
    this.worker.wake();
    return rejected;
  }

  private async pendingForUpdate(manager: EntityManager, partnerId: string): Promise<PartnerRow> {
    const [partner] = (await manager.query(`SELECT * FROM partners WHERE id = $1 FOR UPDATE`, [
      partnerId,
    ])) as PartnerRow[];
    if (!partner) throw new NotFoundException('Partner not found');
    if (partner.status !== 'PENDING') {
      throw new ConflictException(`The application was already reviewed (${partner.status})`);
    }
    return partner;
  }

  /** A colleague invited by one of the partner's accounts. */
  async invite(
    partnerId: string,
    email: string,
    invitedBy: string,
    lang: Edition,
  ): Promise<InvitationSent> {
    const address = email.trim().toLowerCase();
    const expiresAt = await this.dataSource.transaction((manager) =>
      this.createInvitation(manager, partnerId, address, lang, { invitedBy, approved: false }),
    );
    this.worker.wake();
    return { email: address, expiresAt: expiresAt.toISOString() };
  }

  private async createInvitation(
    manager: EntityManager,
    partnerId: string,
    email: string,
    language: string,
    { invitedBy, approved }: { invitedBy: string; approved: boolean },
  ): Promise<Date> {
    const expiresAt = new Date(this.clock.now().getTime() + INVITATION_MS);
    const [{ id }] = (await manager.query(
      `INSERT INTO partner_invitations (partner_id, email, language, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [partnerId, email.toLowerCase(), edition(language), invitedBy, expiresAt],
    )) as { id: string }[];
    await this.queue.enqueue(INVITATION_JOB, { invitationId: id, approved }, { manager });
    return expiresAt;
  }

  /**
   * Mails an invitation's link. The token is an HMAC of the invitation's id, so a retry sends the
   * same link and no table or job holds the token itself.
   */
  private async sendInvitation(invitationId: string, jobId: string): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT i.email, i.language, i.invited_by, p.name,
              EXISTS (SELECT 1 FROM partner_members m WHERE m.partner_id = p.id) AS has_members
         FROM partner_invitations i JOIN partners p ON p.id = i.partner_id
        WHERE i.id = $1 AND i.accepted_at IS NULL`,
      [invitationId],
    )) as { email: string; language: string; name: string; has_members: boolean }[];
    if (!row) return;
    const token = createHmac('sha256', this.config.sessionSecret)
      .update(`${INVITATION_JOB}:${invitationId}`)
      .digest('base64url');
    await this.dataSource.query(`UPDATE partner_invitations SET token_hash = $2 WHERE id = $1`, [
      invitationId,
      hashToken(token),
    ]);
    const lang = edition(row.language);
    const url = `${editionUrl(this.config.publicUrl, lang, '/partner/join')}#token=${token}`;
    await this.mail.sendNow(
      row.email,
      partnerInvitationMail(lang, row.name, url, !row.has_members),
      jobId,
    );
  }

  /** Binds the signed-in account to the invitation's partner (role PARTNER). */
  async accept(token: string, userId: string): Promise<PartnerAccount> {
    const partnerId = await this.dataSource.transaction(async (manager) => {
      const [invitation] = (await manager.query(
        `SELECT id, partner_id FROM partner_invitations
          WHERE token_hash = $1 AND accepted_at IS NULL AND expires_at > $2 FOR UPDATE`,
        [hashToken(token), this.clock.now()],
      )) as { id: string; partner_id: string }[];
      if (!invitation) {
        throw new NotFoundException('This invitation is unknown, used or expired');
      }
      const [user] = (await manager.query(
        `SELECT u.role, u.email, u.email_verified_at, m.partner_id FROM users u
           LEFT JOIN partner_members m ON m.user_id = u.id WHERE u.id = $1 FOR UPDATE OF u`,
        [userId],
      )) as {
        role: string;
        email: string;
        email_verified_at: Date | null;
        partner_id: string | null;
      }[];
      const bySetting = adminBySetting(
        { email: user.email, emailVerifiedAt: user.email_verified_at },
        this.config.adminEmails,
      );
      if (user.role === 'ADMIN' || bySetting) {
        throw new ConflictException('An ADMIN account cannot be bound to a partner');
      }
      if (user.partner_id && user.partner_id !== invitation.partner_id) {
        throw new ConflictException('This account already belongs to another partner');
      }
      await manager.query(
        `INSERT INTO partner_members (user_id, partner_id) VALUES ($1, $2)
         ON CONFLICT (user_id) DO NOTHING`,
        [userId, invitation.partner_id],
      );
      await manager.query(`UPDATE users SET role = 'PARTNER', updated_at = now() WHERE id = $1`, [
        userId,
      ]);
      await manager.query(
        `UPDATE partner_invitations SET accepted_at = $2, accepted_by = $3 WHERE id = $1`,
        [invitation.id, this.clock.now(), userId],
      );
      return invitation.partner_id;
    });
    return this.account(partnerId);
  }

  /** The approved partner an account belongs to, or null. */
  async partnerOf(userId: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT m.partner_id FROM partner_members m JOIN partners p ON p.id = m.partner_id
        WHERE m.user_id = $1 AND p.status = 'APPROVED'`,
      [userId],
    )) as { partner_id: string }[];
    return row?.partner_id ?? null;
  }

  /** The partner with its accounts. */
  async account(partnerId: string): Promise<PartnerAccount> {
    const [partner] = (await this.dataSource.query(
      `SELECT id, name, status, website FROM partners WHERE id = $1`,
      [partnerId],
    )) as Pick<PartnerRow, 'id' | 'name' | 'status' | 'website'>[];
    if (!partner) throw new NotFoundException('Partner not found');
    const users = (await this.dataSource.query(
      `SELECT u.id, u.email, u.first_name, u.last_name, m.created_at
         FROM partner_members m JOIN users u ON u.id = m.user_id
        WHERE m.partner_id = $1 ORDER BY m.created_at, u.email`,
      [partnerId],
    )) as {
      id: string;
      email: string;
      first_name: string | null;
      last_name: string | null;
      created_at: Date;
    }[];
    return {
      ...partner,
      users: users.map((u) => ({
        id: u.id,
        email: u.email,
        firstName: u.first_name,
        lastName: u.last_name,
        joinedAt: u.created_at.toISOString(),
      })),
    };
  }

  /** The applications sent with the account's address, once that address is confirmed. */
  async ownApplications(userId: string): Promise<OwnApplication[]> {
    const rows: PartnerRow[] = await this.dataSource.query(
      `SELECT p.* FROM partners p JOIN users u ON lower(p.contact_email) = u.email
        WHERE u.id = $1 AND u.email_verified_at IS NOT NULL
        ORDER BY p.created_at DESC`,
      [userId],
    );
    return rows.map((row) => {
      const { id, name, status, submittedAt, reviewedAt, rejectionReason } = toApplication(row);
      return { id, name, status, submittedAt, reviewedAt, rejectionReason };
    });
  }
}
