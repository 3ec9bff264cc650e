import { Controller, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type AccountSessions,
  accountSessionsSchema,
  type EndedSessions,
  endedSessionsSchema,
  sessionIdParamsSchema,
} from '../../shared/schemas/account.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { AccountSessionsService, SESSION_NOT_FOUND } from './account-sessions.service.js';

@Controller('auth/sessions')
export class AccountSessionsController {
  constructor(private readonly sessions: AccountSessionsService) {}

  @Endpoint('GET', '', {
    tag: 'auth',
    summary: 'The signed-in sessions of the account',
    description:
      'Every live session of the account with its browser, system and device (read from the User-Agent it signed in with), first and last seen, the current one first and marked. Last seen is recorded at most once a minute, so it may be up to a minute stale.',
    response: accountSessionsSchema,
    responseDescription: 'The sessions',
    signedIn: true,
  })
  list(@SessionUserId() userId: string, @Req() req: Request): Promise<AccountSessions> {
    return this.sessions.list(userId, req.sessionID);
  }

  @Endpoint('POST', 'end-others', {
    tag: 'auth',
    summary: 'Log out everywhere else',
    description: 'Ends every session of the account except the one making this request.',
    response: endedSessionsSchema,
    responseDescription: 'How many sessions were ended',
    signedIn: true,
  })
  endOthers(@SessionUserId() userId: string, @Req() req: Request): Promise<EndedSessions> {
    return this.sessions.endOthers(userId, req.sessionID);
  }

  @Endpoint('DELETE', ':id', {
    tag: 'auth',
    summary: 'End one session',
    description:
      'Ends the session with this id (from the list); ending the current one signs this browser out.',
    params: sessionIdParamsSchema,
    response: endedSessionsSchema,
    responseDescription: 'The session was ended',
    signedIn: true,
    errors: { 404: SESSION_NOT_FOUND },
  })
  endOne(@SessionUserId() userId: string, @Param('id') id: string): Promise<EndedSessions> {
    return this.sessions.endOne(userId, id);
  }
}
