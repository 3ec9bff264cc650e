import { type APIRequestContext, expect } from './fixtures';

const ADMIN = { email: 'e2e-admin@abtal.example', password: 'e2e-admin-falcon' };

/** The ADMIN account named in the e2e server's ADMIN_EMAILS, signed in on its own API context. */
export async function adminApi(request: APIRequestContext): Promise<APIRequestContext> {
  const registered = await request.post('/api/auth/register', { data: ADMIN });
  if (registered.status() === 409) {
    expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  } else {
    expect(registered.status()).toBe(201);
  }
  return request;
}

export async function grantTier(admin: APIRequestContext, email: string, tier: string) {
  const found = await admin.get(`/api/admin/users?email=${encodeURIComponent(email)}`);
  expect(found.ok()).toBe(true);
  const { id } = (await found.json()) as { id: string };
  expect((await admin.put(`/api/admin/users/${id}/tier`, { data: { tier } })).ok()).toBe(true);
}
