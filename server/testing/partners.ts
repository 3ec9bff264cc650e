import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.js';
import { signedInAgent } from './factories.js';

/**
 * An approved partner with one signed-in PARTNER account bound to it (stored directly: the
 * approval and invitation flow has its own tests).
 */
export async function partnerAgent(t: TestApp, name = `Brand ${randomUUID().slice(0, 8)}`) {
  const [{ id: partnerId }] = (await t.dataSource.query(
    `INSERT INTO partners (name, company, status, contact_email, reviewed_at)
     VALUES ($1, $1, 'APPROVED', $2, now()) RETURNING id`,
    [name, `contact-${randomUUID()}@brand.example`],
  )) as { id: string }[];
  const { agent, userId } = await signedInAgent(t);
  await t.dataSource.query(`INSERT INTO partner_members (user_id, partner_id) VALUES ($1, $2)`, [
    userId,
    partnerId,
  ]);
  await t.dataSource.query(`UPDATE users SET role = 'PARTNER' WHERE id = $1`, [userId]);
  return { agent, userId, partnerId, name };
}

/** A campaign of the partner (ACTIVE unless told), running this month. */
export async function campaignOf(
  t: TestApp,
  partnerId: string,
  extra: { name?: string; status?: string } = {},
): Promise<string> {
  const [{ id }] = (await t.dataSource.query(
    `INSERT INTO campaigns (partner_id, name, description, status, start_at, end_at, budget)
     VALUES ($1, $2, 'Test campaign', $3, now() - interval '10 days', now() + interval '20 days', 1000)
     RETURNING id`,
    [partnerId, extra.name ?? `Campaign ${randomUUID().slice(0, 8)}`, extra.status ?? 'ACTIVE'],
  )) as { id: string }[];
  return id;
}
