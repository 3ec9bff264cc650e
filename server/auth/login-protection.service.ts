import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import {
  ACCOUNT_THROTTLER,
  ADDRESS_THROTTLER,
  type AttemptLimit,
  LoginAttemptsRepository,
} from './login-attempts.repository.js';

/** Sign-in attempts an account allows from one address at full speed before each must wait. */
export const FREE_ATTEMPTS = 5;
/**
 * Failed sign-ins an account allows from all addresses together before each must wait: the
 * ceiling against guessing spread over many addresses.
 */
export const ACCOUNT_FREE_ATTEMPTS = 50;
/** The longest wait between attempts (seconds): at most about 70 failures an hour per key. */
export const MAX_DELAY_SECONDS = 60;

const PER_ADDRESS: AttemptLimit = {
  throttler: ADDRESS_THROTTLER,
  freeAttempts: FREE_ATTEMPTS,
  maxDelaySeconds: MAX_DELAY_SECONDS,
};
const PER_ACCOUNT: AttemptLimit = {
  throttler: ACCOUNT_THROTTLER,
  freeAttempts: ACCOUNT_FREE_ATTEMPTS,
  maxDelaySeconds: MAX_DELAY_SECONDS,
};

export const accountLockedMessage = (seconds: number) =>
  `Too many failed sign-ins for this account. Try again in ${seconds} seconds.`;

const normal = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `account:${normal(email)}`;
const addressKey = (email: string, address: string) => `account:${normal(email)}|${address}`;

/**
 * Protection of each account against password guessing, on top of the per-address rate limit.
 * Failures are counted per (account, client address): guesses from one address slow down only
 * that address's sign-ins to the account (a growing delay, never a lock that cannot be waited
 * out). A much higher ceiling counts the account's failures from every address; an address the
 * account signed in from before is checked against it only after the password, so the owner at
 * home is never refused because of someone else's guesses. Counts live in PostgreSQL, so every
 * server instance applies the same delays.
 */
@Injectable()
export class LoginProtectionService {
  constructor(private readonly attempts: LoginAttemptsRepository) {}

  /** Whether the account signed in from this address before (its owner's own). */
  isKnownAddress(email: string, address: string): Promise<boolean> {
    return this.attempts.isKnown(addressKey(email, address));
  }

  /**
   * Counts an attempt from `address`, or throws 429 with the seconds to wait. `checkAccount`
   * also counts it against the account's ceiling (for addresses it has not signed in from).
   */
  async attempt(email: string, address: string, checkAccount: boolean): Promise<void> {
    const wait = await this.attempts.countUnlessWaiting(addressKey(email, address), PER_ADDRESS);
    if (wait > 0) throw new LoginDelayException(wait);
    if (checkAccount) await this.attemptAccount(email);
  }

  /** Counts an attempt against the account's ceiling, or throws 429 with the seconds to wait. */
  async attemptAccount(email: string): Promise<void> {
    const wait = await this.attempts.countUnlessWaiting(accountKey(email), PER_ACCOUNT);
    if (wait > 0) throw new LoginDelayException(wait);
  }

  /**
   * A successful sign-in from `address` clears the account's failures and those of the address,
   * and remembers the address as the owner's. Without an address (the owner proved access to the
   * mailbox) the failures of every address are cleared.
   */
  async succeeded(email: string, address?: string): Promise<void> {
    await this.attempts.forget(ACCOUNT_THROTTLER, [accountKey(email)]);
    if (address === undefined) {
      await this.attempts.forget(ADDRESS_THROTTLER, [], `${accountKey(email)}|`);
      return;
    }
    await this.attempts.forget(ADDRESS_THROTTLER, [addressKey(email, address)]);
    await this.attempts.remember(addressKey(email, address));
  }
}

export class LoginDelayException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(accountLockedMessage(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}
