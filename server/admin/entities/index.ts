import { AuditLogEntity } from './audit-log.entity.js';

export const ADMIN_ENTITIES = [AuditLogEntity];
