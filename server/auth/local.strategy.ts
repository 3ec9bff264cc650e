import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AUTH_MESSAGES } from './auth.messages.js';
import type { User } from './entities/user.entity.js';
import { UsersService } from './users.service.js';

/** Email + password login. Wrong password and unknown email fail alike. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly users: UsersService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<User> {
    const user = await this.users.verifyCredentials(email, password);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    return user;
  }
}
