import { RateLimitEntity } from './rate-limit.entity.js';
import { SessionEntity } from './session.entity.js';

/** The tables the infrastructure owns: the session store's and the rate limiter's. */
export const INFRASTRUCTURE_ENTITIES = [SessionEntity, RateLimitEntity];
