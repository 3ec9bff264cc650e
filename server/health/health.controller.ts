import { Controller, Res, ServiceUnavailableException } from '@nestjs/common';
import type { Response } from 'express';
import { type Health, healthSchema } from '../../shared/schemas/health.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { DatabaseStatus, RETRY_AFTER_SECONDS } from '../database/database-status.js';
import { checkHealth } from './health-check.js';
import { Readiness } from './readiness.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseStatus,
    private readonly readiness: Readiness,
  ) {}

  @Endpoint('GET', '', {
    tag: 'health',
    summary: 'Reports whether the server can reach its database and takes new work',
    description:
      'Answers within 2 s. 200 `ok`, or `degraded` when every database connection is busy or the database lacked a resource (disk, memory) in the last minute; 503 when the database does not answer or the server is stopping.',
    response: healthSchema,
    responseDescription: 'The server and its database answer',
    errors: { 503: 'The database does not answer, or the server is stopping' },
  })
  async health(@Res({ passthrough: true }) res: Response): Promise<Health> {
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    const check = await checkHealth(this.database, this.readiness);
    if (!check.ok) {
      throw new ServiceUnavailableException({ message: check.message, errors: undefined });
    }
    res.removeHeader('Retry-After');
    return check.health;
  }
}
