import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { MEMBER_SEARCH_LIMIT } from '../../shared/schemas/admin.schemas.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { likeEscaped } from './audit-log.service.js';

/** Accounts as the members desk finds and removes them. */
@Injectable()
export class MembersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Accounts whose e-mail, user name, first, last or full name contains `text` (any case). */
  search(text: string): Promise<UserEntity[]> {
    const pattern = `%${likeEscaped(text.toLowerCase())}%`;
    return this.users
      .createQueryBuilder('user')
      .where(
        `lower(user.email) LIKE :pattern ESCAPE '\\'
          OR lower(coalesce(user.username, '')) LIKE :pattern ESCAPE '\\'
          OR lower(concat_ws(' ', user.firstName, user.lastName)) LIKE :pattern ESCAPE '\\'`,
        { pattern },
      )
      .orderBy('user.createdAt', 'DESC')
      .take(MEMBER_SEARCH_LIMIT)
      .getMany();
  }

  findById(id: string, manager: EntityManager): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { id } });
  }

  /** Stores the account's own role (ADMIN granted, or USER when taken back). */
  async setRole(userId: string, role: 'ADMIN' | 'USER', manager: EntityManager): Promise<void> {
    await manager.update(UserEntity, { id: userId }, { role });
  }

  /** Ends every session of the account; answers how many ended. */
  async endSessions(userId: string, manager: EntityManager): Promise<number> {
    const [, count] = (await manager.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [
      userId,
    ])) as [unknown, number];
    return count;
  }

  /** Deletes the account; the database's rules take its rows with it (see account-data.ts). */
  async delete(userId: string, manager: EntityManager): Promise<void> {
    await manager.delete(UserEntity, { id: userId });
  }
}
