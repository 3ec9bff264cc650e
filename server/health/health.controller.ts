import { Controller, Res, ServiceUnavailableException } from '@nestjs/common';
import type { Response } from 'express';
import { type Health, healthSchema } from '../../shared/schemas/health.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { DatabaseStatus, RETRY_AFTER_SECONDS } from '../database/database-status.js';
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
    if (this.readiness.stopping) {
      throw new ServiceUnavailableException({ message: 'Server stopping', errors: undefined });
    }
    // A deadline of its own (1.5 s), so a frozen database is reported, not waited for.
    const { database, problem } = await this.database.health();
    if (database === 'down') {
      throw new ServiceUnavailableException({ message: 'Database unavailable', errors: undefined });
    }
    res.removeHeader('Retry-After');
    const status = database === 'busy' || problem ? 'degraded' : 'ok';
    return problem ? { status, database, problem } : { status, database };
  }
}
