import { Body, Controller, Param, Req, UnauthorizedException } from '@nestjs/common';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Request } from 'express';
import { z } from 'zod';
import {
  accountDeletedSchema,
  type Passkey,
  passkeyIdParamsSchema,
  passkeyLoginSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeySchema,
  passkeysSchema,
} from '../../shared/schemas/account.schemas.js';
import { type AuthResponse, authResponseSchema } from '../../shared/schemas/auth.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { AuthService } from './auth.service.js';
import { PASSKEY_MESSAGES, PasskeysService } from './passkeys.service.js';
import { UsersService } from './users.service.js';

const REFUSED = `The credential did not verify: "${PASSKEY_MESSAGES.notVerified}: <reason>", "${PASSKEY_MESSAGES.noChallenge}" or "${PASSKEY_MESSAGES.unknown}" (\`errors.credential\`), or a field is invalid`;

@Controller('auth/passkeys')
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly users: UsersService,
    private readonly auth: AuthService,
  ) {}

  @Endpoint('GET', '', {
    tag: 'auth',
    summary: 'The account’s passkeys',
    response: passkeysSchema,
    responseDescription: 'The passkeys, oldest first',
    signedIn: true,
  })
  async list(@SessionUserId() userId: string): Promise<z.infer<typeof passkeysSchema>> {
    return { passkeys: await this.passkeys.list(userId) };
  }

  @Endpoint('POST', 'registration-options', {
    tag: 'auth',
    summary: 'Start adding a passkey',
    description:
      'The options for the browser’s `navigator.credentials.create()` (PublicKeyCredentialCreationOptionsJSON); the challenge is kept in the session for 5 minutes and used once.',
    response: passkeyOptionsSchema,
    responseDescription: 'The creation options',
    signedIn: true,
  })
  async registrationOptions(@SessionUserId() userId: string, @Req() req: Request) {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
    return this.passkeys.registrationOptions(req, user);
  }

  @Endpoint('POST', '', {
    tag: 'auth',
    summary: 'Add a passkey',
    description:
      'Verifies the browser’s answer to the registration options and stores the passkey.',
    body: passkeyRegistrationSchema,
    status: 201,
    response: passkeySchema,
    responseDescription: 'The passkey, added',
    signedIn: true,
    errors: { 400: REFUSED },
  })
  register(
    @SessionUserId() userId: string,
    @Req() req: Request,
    @Body() body: z.output<typeof passkeyRegistrationSchema>,
  ): Promise<Passkey> {
    return this.passkeys.register(req, userId, body.credential as RegistrationResponseJSON);
  }

  @Endpoint('DELETE', ':id', {
    tag: 'auth',
    summary: 'Remove a passkey',
    params: passkeyIdParamsSchema,
    response: accountDeletedSchema,
    responseDescription: 'Removed',
    signedIn: true,
    errors: { 404: PASSKEY_MESSAGES.notFound },
  })
  async remove(@SessionUserId() userId: string, @Param('id') id: string) {
    await this.passkeys.remove(userId, id);
    return { success: true as const };
  }

  @Endpoint('POST', 'login-options', {
    tag: 'auth',
    summary: 'Start a sign-in with a passkey',
    description:
      'The options for `navigator.credentials.get()` (PublicKeyCredentialRequestOptionsJSON), for any passkey of this site; the challenge is kept in the session for 5 minutes and used once.',
    response: passkeyOptionsSchema,
    responseDescription: 'The request options',
    throttled: true,
  })
  loginOptions(@Req() req: Request) {
    return this.passkeys.loginOptions(req);
  }

  @Endpoint('POST', 'login', {
    tag: 'auth',
    summary: 'Sign in with a passkey',
    description:
      'Verifies the browser’s answer to the request options and signs in its account (a new session id).',
    body: passkeyLoginSchema,
    response: authResponseSchema,
    responseDescription: 'Signed in',
    throttled: true,
    errors: { 400: REFUSED },
  })
  async login(
    @Req() req: Request,
    @Body() body: z.output<typeof passkeyLoginSchema>,
  ): Promise<AuthResponse> {
    const user = await this.passkeys.verifyLogin(
      req,
      body.credential as AuthenticationResponseJSON,
    );
    return this.auth.login(req, user);
  }
}
