import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The stored sessions of an account (rows of `sessions` whose `sess->>'userId'` is the account). */
@Injectable()
export class UserSessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Ends every session of the account, except `exceptSid` when given (the one in use); answers how
   * many ended. `manager`: inside the caller's transaction.
   */
  async endAll(
    userId: string,
    exceptSid?: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const [, count] = (await manager.query(
      `DELETE FROM sessions WHERE sess->>'userId' = $1 AND ($2::varchar IS NULL OR sid <> $2)`,
      [userId, exceptSid ?? null],
    )) as [unknown, number];
    return count;
  }
}
