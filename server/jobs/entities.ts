import { JobEntity } from './job.entity.js';

export const JOBS_ENTITIES = [JobEntity];
