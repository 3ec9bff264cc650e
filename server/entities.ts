import { ADMIN_ENTITIES } from './admin/entities/index.js';
import { ACADEMY_ENTITIES } from './academy/entities/index.js';
import { AUTH_ENTITIES } from './auth/entities/index.js';
import { ACCOUNT_TOKEN_ENTITIES } from './auth/tokens/entities.js';
import { COMMERCE_ENTITIES } from './commerce/entities/index.js';
import { COMMUNITY_ENTITIES } from './community/entities/index.js';
import { CONTENT_ENTITIES } from './content/entities/index.js';
import { INFRASTRUCTURE_ENTITIES } from './database/entities/index.js';
import { JOBS_ENTITIES } from './jobs/entities.js';
import { KIOSKS_ENTITIES } from './kiosks/entities/index.js';
import { PARTNERS_ENTITIES } from './partners/entities/index.js';
import { StoredFileEntity } from './storage/stored-file.entity.js';

/**
 * Every entity of the schema, collected here (beside the app module) rather than in database/,
 * which never imports a feature: the runtime connection and the migration CLI read this list.
 */
export const ENTITIES: Function[] = [
  ...INFRASTRUCTURE_ENTITIES,
  ...JOBS_ENTITIES,
  ...AUTH_ENTITIES,
  ...ACCOUNT_TOKEN_ENTITIES,
  ...COMMERCE_ENTITIES,
  ...CONTENT_ENTITIES,
  ...COMMUNITY_ENTITIES,
  ...ACADEMY_ENTITIES,
  ...PARTNERS_ENTITIES,
  ...KIOSKS_ENTITIES,
  ...ADMIN_ENTITIES,
  StoredFileEntity,
];
