import { Controller, Res, ServiceUnavailableException } from '@nestjs/common';
import type { Response } from 'express';
import { type Health, healthSchema } from '../../shared/schemas/health.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { DatabaseStatus, RETRY_AFTER_SECONDS } from '../database/database-status.js';

@Controller('health')
export class HealthController {
  constructor(private readonly database: DatabaseStatus) {}

  @Endpoint('GET', '', {
    tag: 'health',
    summary: 'Reports whether the server can reach its database',
    response: healthSchema,
    responseDescription: 'The server and its database answer',
  })
  async health(@Res({ passthrough: true }) res: Response): Promise<Health> {
    // A deadline of its own (1.5 s), so a frozen database is reported, not waited for.
    if (await this.database.ping()) return { status: 'ok', database: 'up' };
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    throw new ServiceUnavailableException({ message: 'Database unavailable', errors: undefined });
  }
}
