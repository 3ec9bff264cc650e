import type { EntityManager } from 'typeorm';
import type { AuditAction } from '../../../shared/schemas/admin.schemas.js';

/**
 * Writes a review to the staff audit log inside the review's own transaction (the operations
 * console reads and exports it): who, what, the state before and after.
 */
export async function auditReview(
  manager: EntityManager,
  actorId: string,
  action: AuditAction,
  target: { type: 'partner' | 'campaign'; id: string },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  await manager.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, before, after)
     SELECT id, email, $2, $3, $4, $5, $6 FROM users WHERE id = $1`,
    [actorId, action, target.type, target.id, JSON.stringify(before), JSON.stringify(after)],
  );
}
