import type { PublicUser } from '@shared/schemas/auth.schemas';

/** A signed-in user as `/api/auth/me` answers it, with any fields overridden. */
export const testUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: 'u1',
  email: 'layla.haddad@example.com',
  username: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role: 'USER',
  tier: 'FREE',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
