import { Body, Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type AuthResponse,
  authResponseSchema,
  loginSchema,
  logoutResponseSchema,
  type PublicUser,
  publicUserSchema,
  type RegisterBody,
  registerSchema,
} from '../../shared/schemas/auth.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SESSION_COOKIE_NAME } from '../common/session.js';
import { AuthService } from './auth.service.js';
import type { UserEntity } from './entities/user.entity.js';
import { LocalAuthGuard } from './local-auth.guard.js';

const TOO_MANY = 'Too many attempts from this client; try again in a minute';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Endpoint('POST', 'register', {
    tag: 'auth',
    summary: 'Create an account and sign in',
    description: `Sets the \`${SESSION_COOKIE_NAME}\` session cookie. Emails are compared case-insensitively.`,
    body: registerSchema,
    status: 201,
    response: authResponseSchema,
    responseDescription: 'The new account, now signed in',
    throttled: true,
    errors: {
      409: 'An account with this email already exists / This username is taken',
      429: TOO_MANY,
    },
  })
  register(@Req() req: Request, @Body() body: RegisterBody): Promise<AuthResponse> {
    return this.auth.register(req, body);
  }

  @Endpoint('POST', 'login', {
    tag: 'auth',
    summary: 'Sign in with email and password',
    description: 'Issues a new session id (the old one stops working) and records the login time.',
    body: loginSchema,
    response: authResponseSchema,
    responseDescription: 'Signed in',
    throttled: true,
    guards: [LocalAuthGuard],
    errors: {
      401: 'Invalid email or password (the same answer for an unknown email)',
      429: TOO_MANY,
    },
  })
  login(@Req() req: Request): Promise<AuthResponse> {
    return this.auth.login(req, req.user as UserEntity);
  }

  @Endpoint('POST', 'logout', {
    tag: 'auth',
    summary: 'Sign out',
    description: 'Ends the session and clears its cookie; also succeeds when not signed in.',
    response: logoutResponseSchema,
    responseDescription: 'Signed out',
  })
  logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: true }> {
    return this.auth.logout(req, res);
  }

  @Endpoint('GET', 'me', {
    tag: 'auth',
    summary: 'The signed-in user',
    response: publicUserSchema,
    responseDescription: 'The session user',
    errors: { 401: 'Not signed in (or the account no longer exists)' },
  })
  me(@Req() req: Request): Promise<PublicUser> {
    return this.auth.me(req);
  }
}
