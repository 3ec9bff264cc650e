import { Body, Controller, Headers, Param } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { z } from 'zod';
import {
  type EnrollKioskBody,
  enrollKioskSchema,
  issuedKioskCredentialSchema,
  type IssuedKioskCredential,
  kioskCredentialSchema,
  type KioskCredentialView,
  type KioskHeartbeatBody,
  kioskHeartbeatSchema,
  kioskParamsSchema,
  kioskSchema,
  type KioskView,
} from '../../shared/schemas/kiosks.schemas.js';
import { AdminService } from '../admin/admin.service.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { RequireRoles, RolesGuard } from '../auth/roles.guard.js';
import { KioskCredentialsService } from './kiosk-credentials.service.js';
import { KiosksService } from './kiosks.service.js';

const ADMIN_ONLY = { tag: 'kiosks', signedIn: true as const, guards: [RolesGuard] };

@Controller('kiosks')
export class KiosksController {
  constructor(
    private readonly kiosks: KiosksService,
    private readonly credentials: KioskCredentialsService,
    private readonly admin: AdminService,
  ) {}

  @Endpoint('POST', 'heartbeat', {
    tag: 'kiosks',
    summary: 'A kiosk unit reports that it is alive: its id, version, cache status and last error',
    body: kioskHeartbeatSchema,
    response: kioskSchema,
    responseDescription: 'The kiosk as stored',
    errors: {
      401: 'Missing, wrong or revoked kiosk credential (x-kiosk-token)',
      403: "Another kiosk's credential",
    },
  })
  @ApiHeader({
    name: 'x-kiosk-token',
    required: true,
    description: "The kiosk's own credential, issued when it was enrolled",
  })
  async heartbeat(
    @Headers('x-kiosk-token') token: string | undefined,
    @Body() body: KioskHeartbeatBody,
  ): Promise<KioskView> {
    await this.credentials.check(token, body.kioskId);
    return this.kiosks.heartbeat(body);
  }

  @Endpoint('GET', 'credentials', {
    summary:
      "Every enrolled kiosk's credential: its first characters, issued, revoked (ADMIN only)",
    response: z.array(kioskCredentialSchema),
    responseDescription: 'The credentials, by kiosk',
    ...ADMIN_ONLY,
    errors: { 403: 'Not an ADMIN account' },
  })
  @RequireRoles('ADMIN')
  credentialList(): Promise<KioskCredentialView[]> {
    return this.credentials.list();
  }

  @Endpoint('POST', 'credentials', {
    summary: 'Enrolls a kiosk: issues its own credential, shown once (ADMIN accounts only)',
    description:
      'A kiosk enrolled before gets a new credential and its old one stops working. Give the secret to the kiosk as its heartbeat token (ABTAL_KIOSK_TOKEN). Logged in the audit log.',
    body: enrollKioskSchema,
    status: 201,
    response: issuedKioskCredentialSchema,
    responseDescription: 'The credential, with its secret (shown this once)',
    ...ADMIN_ONLY,
    errors: { 403: 'Not an ADMIN account, or the request comes from another site' },
  })
  @RequireRoles('ADMIN')
  async enroll(
    @SessionUserId() actorId: string,
    @Body() body: EnrollKioskBody,
  ): Promise<IssuedKioskCredential> {
    return this.credentials.enroll(await this.admin.actor(actorId), body.kioskId);
  }

  @Endpoint('DELETE', 'credentials/:kioskId', {
    summary: "Revokes a kiosk's credential: its heartbeats are refused (ADMIN accounts only)",
    description: 'Logged in the audit log. Enrolling the kiosk again issues a new one.',
    params: kioskParamsSchema,
    response: kioskCredentialSchema,
    responseDescription: 'The credential, revoked',
    ...ADMIN_ONLY,
    errors: {
      403: 'Not an ADMIN account, or the request comes from another site',
      404: 'No credential was issued to this kiosk',
      409: 'Already revoked',
    },
  })
  @RequireRoles('ADMIN')
  async revoke(
    @SessionUserId() actorId: string,
    @Param('kioskId') kioskId: string,
  ): Promise<KioskCredentialView> {
    return this.credentials.revoke(await this.admin.actor(actorId), kioskId);
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
