import type { Tier } from '../../shared/enums.js';
import { signedInAgent } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * A signed-in agent whose account holds `tier`. The tier is written straight to the database, so
 * tests of what a tier may read do not depend on the admin API (which has tests of its own).
 */
export async function agentWithTier(t: TestApp, tier: Tier) {
  const signedIn = await signedInAgent(t);
  await t.dataSource.query(`UPDATE users SET tier = $1 WHERE id = $2`, [tier, signedIn.userId]);
  return signedIn;
}
