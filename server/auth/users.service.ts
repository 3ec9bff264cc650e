import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import type { ProfileUpdateBody, RegisterBody } from '../../shared/schemas/auth.schemas.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { adminBySetting } from './admin-emails.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { refuseCommonPassword } from './common-passwords.js';
import { UserEntity } from './entities/user.entity.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import { type ProfileChanges, UsersRepository } from './users.repository.js';

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Turns a unique-constraint violation into the 409 a client can act on. */
function conflictFrom(error: unknown): ConflictException | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driver = error.driverError as { code?: string; constraint?: string } | undefined;
  if (driver?.code !== '23505') return undefined;
  if (driver.constraint === 'users_username_lower_key') {
    return new ConflictException(AUTH_MESSAGES.usernameTaken);
  }
  if (driver.constraint === 'users_email_key')
    return new ConflictException(AUTH_MESSAGES.emailTaken);
  return undefined;
}

/**
 * Stored accounts: lookups, creation, credentials and profile changes. Every account it answers
 * carries the role it acts with: the stored one (ADMIN there only when an admin or the CLI granted
 * it), or ADMIN when its confirmed address is in the ADMIN_EMAILS setting, read at each lookup.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async findById(id: string): Promise<UserEntity | null> {
    return this.acting(await this.users.findById(id));
  }

  async findByEmail(email: string): Promise<UserEntity | null> {
    return this.acting(await this.users.findByEmail(normaliseEmail(email)));
  }

  /** Case-insensitive, matching the unique index on lower(username). */
  async findByUsername(username: string): Promise<UserEntity | null> {
    return this.acting(await this.users.findByUsername(username));
  }

  /** The account with the role it acts with (see the class). */
  acting<T extends UserEntity | null>(user: T): T {
    if (user && user.role !== 'ADMIN' && adminBySetting(user, this.config.adminEmails)) {
      user.role = 'ADMIN';
    }
    return user;
  }

  /** Creates an account; 409 when the email or the username is already in use. */
  async create(input: RegisterBody): Promise<UserEntity> {
    refuseCommonPassword(input.password);
    const email = normaliseEmail(input.email);
    if (await this.findByEmail(email)) throw new ConflictException(AUTH_MESSAGES.emailTaken);
    if (input.username && (await this.findByUsername(input.username))) {
      throw new ConflictException(AUTH_MESSAGES.usernameTaken);
    }
    const user = {
      email,
      username: input.username ?? null,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      password: await hashPassword(input.password),
    };
    try {
      return await this.users.insert(user);
    } catch (error) {
      // Two registrations racing past the checks above: the constraint decides.
      throw conflictFrom(error) ?? error;
    }
  }

  /** The user when email and password match; null otherwise, in about the same time either way. */
  async verifyCredentials(email: string, password: string): Promise<UserEntity | null> {
    const found = await this.users.findByEmailWithPassword(normaliseEmail(email));
    if (!found) {
      await verifyAgainstDummy(password);
      return null;
    }
    if (!(await verifyPassword(found.password, password))) return null;
    const { password: _hash, ...user } = found;
    return this.acting(Object.assign(new UserEntity(), user));
  }

  /** Whether `password` is the account's password (false when the account is gone). */
  async passwordMatches(id: string, password: string): Promise<boolean> {
    const hashed = await this.users.passwordHash(id);
    if (!hashed) return verifyAgainstDummy(password);
    return verifyPassword(hashed, password);
  }

  /** Stores a new password (refused with a 400 when it is a common one). */
  async setPassword(id: string, password: string, field = 'password'): Promise<void> {
    refuseCommonPassword(password, field);
    await this.users.setPassword(id, await hashPassword(password));
  }

  async recordLogin(id: string): Promise<void> {
    await this.users.setLastLoginAt(id, new Date());
  }

  /** Applies the given fields; absent or empty ones stay as they are. Null if the user is gone. */
  async updateProfile(id: string, changes: ProfileUpdateBody): Promise<UserEntity | null> {
    const user = await this.findById(id);
    if (!user) return null;
    const patch: ProfileChanges = {};
    if (changes.username && changes.username !== user.username) {
      const holder = await this.findByUsername(changes.username);
      if (holder && holder.id !== id) throw new ConflictException(AUTH_MESSAGES.usernameTaken);
      patch.username = changes.username;
    }
    if (changes.firstName) patch.firstName = changes.firstName;
    if (changes.lastName) patch.lastName = changes.lastName;
    if (Object.keys(patch).length > 0) {
      try {
        await this.users.updateProfile(id, patch);
      } catch (error) {
        throw conflictFrom(error) ?? error;
      }
    }
    return this.findById(id);
  }
}
