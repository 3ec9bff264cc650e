import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { ProfileUpdateBody, PublicUser } from '../../shared/schemas/auth.schemas.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { toPublicUser } from './user.mapper.js';
import { UsersService } from './users.service.js';

@Injectable()
export class ProfileService {
  constructor(private readonly users: UsersService) {}

  async update(userId: string, changes: ProfileUpdateBody): Promise<PublicUser> {
    const user = await this.users.updateProfile(userId, changes);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
    return toPublicUser(user);
  }
}
