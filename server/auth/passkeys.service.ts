import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import type { Repository } from 'typeorm';
import type { Passkey } from '../../shared/schemas/account.schemas.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { PasskeyEntity } from './entities/passkey.entity.js';
import type { UserEntity } from './entities/user.entity.js';
import { describeUserAgent } from './user-agent.js';
import { UsersService } from './users.service.js';

declare module 'express-session' {
  interface SessionData {
    /** The challenge of the passkey ceremony under way, used once. */
    passkeyChallenge?: { value: string; purpose: 'register' | 'login'; expiresAt: number };
  }
}

export const PASSKEY_MESSAGES = {
  noChallenge: 'The passkey request has expired or was already used; please try again',
  notVerified: 'The passkey could not be verified',
  unknown: 'This passkey is not registered with any account',
  notFound: 'No such passkey on this account',
} as const;

/** The transports WebAuthn names; anything else a browser reports is not stored. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'Abtal Universe';

const refuse = (message: string, detail?: string) =>
  new BadRequestException({
    message: detail ? `${message}: ${detail}` : message,
    errors: { credential: [message] },
  });

const toPasskey = (row: PasskeyEntity): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
});

/**
 * Passkeys (WebAuthn): adding one from the profile, signing in with one, removing one. The relying
 * party is this server's host name; the challenge of each ceremony is kept in the session and
 * used once.
 */
@Injectable()
export class PasskeysService {
  constructor(
    @InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(userId: string): Promise<Passkey[]> {
    const rows = await this.passkeys.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return rows.map(toPasskey);
  }

  async registrationOptions(req: Request, user: UserEntity) {
    const existing = await this.passkeys.find({ where: { userId: user.id } });
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: req.hostname,
      userName: user.email,
      userID: new TextEncoder().encode(user.id),
      userDisplayName: user.firstName ?? user.username ?? user.email,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({
        id: row.id,
        transports: row.transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    this.remember(req, options.challenge, 'register');
    return options;
  }

  async register(
    req: Request,
    userId: string,
    response: RegistrationResponseJSON,
  ): Promise<Passkey> {
    const challenge = this.takeChallenge(req, 'register');
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origins(req),
      expectedRPID: req.hostname,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw refuse(PASSKEY_MESSAGES.notVerified, (error as Error).message);
    });
    if (!verification.verified) throw refuse(PASSKEY_MESSAGES.notVerified);
    const info = verification.registrationInfo;
    const { browser, os } = describeUserAgent(req.get('user-agent'));
    const row = this.passkeys.create({
      id: info.credential.id,
      userId,
      publicKey: Buffer.from(info.credential.publicKey),
      counter: String(info.credential.counter),
      transports: (info.credential.transports ?? []).filter((name) => TRANSPORTS.has(name)),
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: [browser, os].filter(Boolean).join(' · ') || 'Passkey',
    });
    if (await this.passkeys.existsBy({ id: row.id }))
      throw refuse(PASSKEY_MESSAGES.notVerified, 'this passkey is already registered');
    await this.passkeys.insert(row);
    return toPasskey(await this.passkeys.findOneByOrFail({ id: row.id }));
  }

  async remove(userId: string, id: string): Promise<void> {
    const result = await this.passkeys.delete({ id, userId });
    if (!result.affected) throw new NotFoundException(PASSKEY_MESSAGES.notFound);
  }

  /** Options for a sign-in with any passkey of this site (the browser offers its own). */
  async loginOptions(req: Request) {
    const options = await generateAuthenticationOptions({
      rpID: req.hostname,
      userVerification: 'preferred',
    });
    this.remember(req, options.challenge, 'login');
    return options;
  }

  /** The account a verified passkey belongs to; a 400 for anything that does not verify. */
  async verifyLogin(req: Request, response: AuthenticationResponseJSON): Promise<UserEntity> {
    const challenge = this.takeChallenge(req, 'login');
    const row = await this.passkeys.findOneBy({ id: response.id });
    if (!row) throw refuse(PASSKEY_MESSAGES.unknown);
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origins(req),
      expectedRPID: req.hostname,
      credential: {
        id: row.id,
        publicKey: new Uint8Array(row.publicKey),
        counter: Number(row.counter),
        transports: row.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw refuse(PASSKEY_MESSAGES.notVerified, (error as Error).message);
    });
    if (!verification.verified) throw refuse(PASSKEY_MESSAGES.notVerified);
    await this.passkeys.update(
      { id: row.id },
      { counter: String(verification.authenticationInfo.newCounter), lastUsedAt: new Date() },
    );
    const user = await this.users.findById(row.userId);
    if (!user) throw refuse(PASSKEY_MESSAGES.unknown);
    return user;
  }

  /** This site's own origin as the browser saw it, and the configured extra ones. */
  private origins(req: Request): string[] {
    return [`${req.protocol}://${req.get('host')}`, ...this.config.allowedOrigins];
  }

  private remember(req: Request, value: string, purpose: 'register' | 'login') {
    req.session.passkeyChallenge = { value, purpose, expiresAt: Date.now() + CHALLENGE_TTL_MS };
  }

  /** The session's challenge for this ceremony, removed so it serves once. */
  private takeChallenge(req: Request, purpose: 'register' | 'login'): string {
    const held = req.session?.passkeyChallenge;
    if (req.session) delete req.session.passkeyChallenge;
    if (!held || held.purpose !== purpose || held.expiresAt < Date.now())
      throw refuse(PASSKEY_MESSAGES.noChallenge);
    return held.value;
  }
}
