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
    try {
      await this.protection.attempt(email);
    } catch (error) {
      if (error instanceof LoginDelayException) {
        req.res?.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
    const user = await this.users.verifyCredentials(email, password);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    await this.protection.succeeded(email);
    return user;
  }
}
