import { Body, Controller, Headers } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { z } from 'zod';
import {
  type KioskHeartbeatBody,
  kioskHeartbeatSchema,
  kioskSchema,
  type KioskView,
} from '../../shared/schemas/kiosks.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { RequireRoles, RolesGuard } from '../auth/roles.guard.js';
import { KiosksService } from './kiosks.service.js';

@Controller('kiosks')
export class KiosksController {
  constructor(private readonly kiosks: KiosksService) {}

  @Endpoint('POST', 'heartbeat', {
    tag: 'kiosks',
    summary: 'A kiosk unit reports that it is alive: its id, version, cache status and last error',
    body: kioskHeartbeatSchema,
    response: kioskSchema,
    responseDescription: 'The kiosk as stored',
    errors: { 401: 'Missing or wrong kiosk token (x-kiosk-token)' },
  })
  @ApiHeader({ name: 'x-kiosk-token', required: true, description: 'The KIOSK_TOKEN setting' })
  heartbeat(
    @Headers('x-kiosk-token') token: string | undefined,
    @Body() body: KioskHeartbeatBody,
  ): Promise<KioskView> {
    this.kiosks.checkToken(token);
    return this.kiosks.heartbeat(body);
  }

  @Endpoint('GET', '', {
    tag: 'kiosks',
    summary: 'Every kiosk with its last heartbeat, longest silent first (ADMIN accounts only)',
    response: z.array(kioskSchema),
    responseDescription: 'The kiosks, longest silent first',
    signedIn: true,
    guards: [RolesGuard],
    errors: { 403: 'Not an ADMIN account' },
  })
  @RequireRoles('ADMIN')
  list(): Promise<KioskView[]> {
    return this.kiosks.list();
  }
}
