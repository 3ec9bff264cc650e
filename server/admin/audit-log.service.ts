import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '../../shared/schemas/admin.schemas.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { AuditLogEntity } from './entities/audit-log.entity.js';

/** The staff account doing an action, as the log names it. */
export interface Actor {
  id: string;
  email: string;
}

/** What one staff action changes: the record and its state before and after. */
interface AuditChange {
  action: AuditAction;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A staff action: its work in the transaction it is given, and the change to log. */
export type AuditedAction<T> = (
  manager: EntityManager,
) => Promise<{ result: T; change: AuditChange }>;

/** The most rows one CSV export holds. */
const CSV_LIMIT = 10_000;

const CSV_COLUMNS = [
  'createdAt',
  'actorEmail',
  'action',
  'targetType',
  'targetId',
  'before',
  'after',
];

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a cell a spreadsheet
 * would run as a formula (starting with = + - @) is prefixed with an apostrophe.
 */
function csvCell(value: unknown): string {
  let text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const toEntry = (row: AuditLogEntity): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action as AuditAction,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before,
  after: row.after,
  createdAt: row.createdAt.toISOString(),
});

/** Writes each staff action's entry inside the action's transaction, and reads the log. */
@Injectable()
export class AuditLogService {
  constructor(
    @InjectRepository(AuditLogEntity)
    private readonly log: Repository<AuditLogEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Runs `action` in a transaction and writes its entry in the same one: the change it answers is
   * logged if and only if the action commits. The one writer of the audit log.
   */
  act<T>(actor: Actor, action: AuditedAction<T>): Promise<T> {
    return this.dataSource.transaction((manager) => this.logged(manager, actor, action));
  }

  /** As `act`, for the staff account `actorId`, its address read in the same transaction. */
  actAs<T>(actorId: string, action: AuditedAction<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(UserEntity, {
        where: { id: actorId },
        select: { id: true, email: true },
      });
      if (!user) throw new NotFoundException('User not found');
      return this.logged(manager, { id: user.id, email: user.email }, action);
    });
  }

  private async logged<T>(
    manager: EntityManager,
    actor: Actor,
    action: AuditedAction<T>,
  ): Promise<T> {
    const { result, change } = await action(manager);
    const entry = manager.create(AuditLogEntity, {
      actorId: actor.id,
      actorEmail: actor.email,
      ...change,
    });
    await manager.save(entry);
    return result;
  }

  async page(query: AuditQuery): Promise<AuditPage> {
    const [rows, total] = await this.filtered(query)
      .skip((query.page - 1) * AUDIT_PAGE_SIZE)
      .take(AUDIT_PAGE_SIZE)
      .getManyAndCount();
    return { entries: rows.map(toEntry), total, page: query.page, pageSize: AUDIT_PAGE_SIZE };
  }

  /** The filtered log as CSV (newest first, at most CSV_LIMIT rows), with a header row. */
  async csv(query: AuditQuery): Promise<string> {
    const rows = (await this.filtered(query).take(CSV_LIMIT).getMany()).map(toEntry);
    const lines = rows.map((entry) =>
      CSV_COLUMNS.map((column) => csvCell(entry[column as keyof AuditEntry])).join(','),
    );
    return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
  }

  private filtered(query: AuditQuery): SelectQueryBuilder<AuditLogEntity> {
    const builder = this.log
      .createQueryBuilder('entry')
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'DESC');
    if (query.action) builder.andWhere('entry.action = :action', { action: query.action });
    if (query.actor)
      builder.andWhere(`entry.actorEmail ILIKE :actor ESCAPE '\\'`, {
        actor: `%${likeEscaped(query.actor.toLowerCase())}%`,
      });
    if (query.target) builder.andWhere('entry.targetId = :target', { target: query.target });
    if (query.from) builder.andWhere('entry.createdAt >= :from', { from: new Date(query.from) });
    if (query.to) builder.andWhere('entry.createdAt <= :to', { to: new Date(query.to) });
    return builder;
  }
}

/** `text` matched literally inside a LIKE pattern. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
