import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { LoginAttemptsRepository } from './login-attempts.repository.js';

/** Sign-in attempts an account allows at full speed before each further one must wait. */
export const FREE_ATTEMPTS = 5;
/** The longest wait between attempts (seconds): at most about 70 failures an hour per account. */
export const MAX_DELAY_SECONDS = 60;

export const accountLockedMessage = (seconds: number) =>
  `Too many failed sign-ins for this account. Try again in ${seconds} seconds.`;

/**
 * Protection of each account against password guessing, on top of the per-address rate limit:
 * failures slow the account's sign-ins down (a growing delay, never a lock the owner cannot
 * wait out). Counts live in PostgreSQL, so every server instance applies the same delay.
 */
@Injectable()
export class LoginProtectionService {
  constructor(private readonly attempts: LoginAttemptsRepository) {}

  private key(email: string): string {
    return `account:${email.trim().toLowerCase()}`;
  }

  /** Counts an attempt, or throws 429 with the seconds to wait when the account must wait. */
  async attempt(email: string): Promise<void> {
    const wait = await this.attempts.countUnlessWaiting(
      this.key(email),
      FREE_ATTEMPTS,
      MAX_DELAY_SECONDS,
    );
    if (wait > 0) throw new LoginDelayException(wait);
  }

  /** A successful sign-in clears the account's failures. */
  async succeeded(email: string): Promise<void> {
    await this.attempts.forget(this.key(email));
  }
}

export class LoginDelayException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(accountLockedMessage(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}
