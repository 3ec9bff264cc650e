import type { PublicUser } from '@shared/schemas/auth.schemas';

/** firstName, else username, else the part of the email before the @. */
export function displayName(user: Pick<PublicUser, 'firstName' | 'username' | 'email'>): string {
  return user.firstName || user.username || user.email.split('@')[0];
}
