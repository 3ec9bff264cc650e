import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AUTH_MESSAGES } from './auth.messages.js';
import type { UserEntity } from './entities/user.entity.js';
import { LoginDelayException, LoginProtectionService } from './login-protection.service.js';
import { UsersService } from './users.service.js';

/** Email + password login. Wrong password and unknown email fail alike, and are slowed alike. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly users: UsersService,
    private readonly protection: LoginProtectionService,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request, email: string, password: string): Promise<UserEntity> {
    const address = req.ip ?? 'unknown';
    try {
      return await this.check(address, email, password);
    } catch (error) {
      if (error instanceof LoginDelayException) {
        req.res?.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
  }

  /**
   * The delay of (account, address) always comes before the password. The account's ceiling
   * comes before it too, except from an address the account signed in from: there it is
   * checked after, on a wrong password only, so the owner gets in whatever others guess (and a
   * guesser from elsewhere learns nothing from it).
   */
  private async check(address: string, email: string, password: string): Promise<UserEntity> {
    const known = await this.protection.isKnownAddress(email, address);
    await this.protection.attempt(email, address, !known);
    const user = await this.users.verifyCredentials(email, password);
    if (!user) {
      if (known) await this.protection.attemptAccount(email);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    await this.protection.succeeded(email, address);
    return user;
  }
}
