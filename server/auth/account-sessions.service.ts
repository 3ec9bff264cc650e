import { Injectable, NotFoundException } from '@nestjs/common';
import type { AccountSessions, EndedSessions } from '../../shared/schemas/account.schemas.js';
import { describeUserAgent } from './user-agent.js';
import { UserSessionsRepository } from './user-sessions.repository.js';

export const SESSION_NOT_FOUND = 'No such session on this account';

/** The profile's list of signed-in devices: listing them and ending them. */
@Injectable()
export class AccountSessionsService {
  constructor(private readonly sessions: UserSessionsRepository) {}

  async list(userId: string, currentSid: string): Promise<AccountSessions> {
    const stored = await this.sessions.list(userId, currentSid);
    return {
      sessions: stored.map((session) => ({
        id: session.id,
        ...describeUserAgent(session.userAgent),
        firstSeenAt: session.signedInAt?.toISOString() ?? null,
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.current,
      })),
    };
  }

  /** 404 for an id that is not one of the account's sessions (another's, ended or made up). */
  async endOne(userId: string, id: string): Promise<EndedSessions> {
    if (!(await this.sessions.endOne(userId, id))) throw new NotFoundException(SESSION_NOT_FOUND);
    return { ended: 1 };
  }

  async endOthers(userId: string, currentSid: string): Promise<EndedSessions> {
    return { ended: await this.sessions.endAll(userId, currentSid) };
  }
}
