import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { DataSource } from 'typeorm';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: 'Reports whether the server can reach its database' })
  @ApiOkResponse({ description: '{ status: "ok", database: "up" }' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async health() {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      throw new ServiceUnavailableException({ message: 'Database unavailable', errors: undefined });
    }
  }
}
