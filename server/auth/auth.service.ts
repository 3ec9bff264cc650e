import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SESSION_COOKIE_NAME, sessionUserId } from '../common/session.js';
import type { AuthResponse, PublicUser, RegisterBody } from '../../shared/schemas/auth.schemas.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import type { UserEntity } from './entities/user.entity.js';
import { toPublicUser } from './user.mapper.js';
import { recordSessionDevice } from './user-sessions.repository.js';
import { UsersService } from './users.service.js';
import { editionOf } from '../mail/edition.js';
import { EmailVerificationService } from './email-verification.service.js';

const regenerate = (req: Request) =>
  new Promise<void>((resolve, reject) =>
    req.session.regenerate((err: unknown) => (err ? reject(err as Error) : resolve())),
  );
const save = (req: Request) =>
  new Promise<void>((resolve, reject) =>
    req.session.save((err: unknown) => (err ? reject(err as Error) : resolve())),
  );
const destroy = (req: Request) =>
  new Promise<void>((resolve, reject) =>
    req.session.destroy((err: unknown) => (err ? reject(err as Error) : resolve())),
  );

/** Sessions: who is signed in on this browser. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly verification: EmailVerificationService,
  ) {}

  async register(req: Request, input: RegisterBody): Promise<AuthResponse> {
    const user = await this.users.create(input);
    // The confirmation link, in the language of the edition the account was made in.
    await this.verification.queueFor(user.id, editionOf(req));
    await this.signIn(req, user);
    return { user: toPublicUser(user) };
  }

  /** Called once passport-local has verified the credentials. */
  async login(req: Request, user: UserEntity): Promise<AuthResponse> {
    await this.users.recordLogin(user.id);
    await this.signIn(req, user);
    return { user: toPublicUser(user) };
  }

  async logout(req: Request, res: Response): Promise<{ success: true }> {
    if (req.session) await destroy(req);
    res.clearCookie(SESSION_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax' });
    // The browser drops what it cached for the member (page images, panel data); local storage
    // (the reader's settings and progress) stays.
    res.setHeader('Clear-Site-Data', '"cache"');
    return { success: true };
  }

  /** The signed-in user; a session whose user no longer exists is ended. */
  async me(req: Request): Promise<PublicUser> {
    const userId = sessionUserId(req);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) {
      if (userId) await destroy(req);
      throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
    }
    return toPublicUser(user);
  }

  /** A fresh session id on every sign-in, so a planted cookie cannot be carried into an account. */
  private async signIn(req: Request, user: UserEntity): Promise<void> {
    await regenerate(req);
    req.session.userId = user.id;
    recordSessionDevice(req);
    await save(req);
  }
}
