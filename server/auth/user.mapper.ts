import type { PublicUser } from '../../shared/schemas/auth.schemas.js';
import type { UserEntity } from './entities/user.entity.js';

/** The only shape a user leaves the server in: never the password hash. */
export function toPublicUser(user: UserEntity): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    tier: user.tier,
    createdAt: user.createdAt.toISOString(),
  };
}
