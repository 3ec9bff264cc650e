import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets in constant time. Both sides are hashed first so that inputs of different
 * lengths compare in the same time too (timingSafeEqual itself throws on a length mismatch).
 */
export function pinMatches(candidate: string, secret: string): boolean {
  const a = createHash('sha256').update(candidate, 'utf8').digest();
  const b = createHash('sha256').update(secret, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/**
 * The staff exit PIN check: after `maxAttempts` wrong PINs in a row, further attempts are refused for
 * `lockoutMs`, so a passer-by cannot try PINs one after another on the touch screen.
 */
export class PinGuard {
  private failures = 0;
  private lockedUntil = 0;

  constructor(
    private readonly secret: string,
    private readonly options: { maxAttempts?: number; lockoutMs?: number; now?: () => number } = {},
  ) {}

  check(candidate: string): { ok: boolean; retryAfterSeconds?: number } {
    const now = (this.options.now ?? Date.now)();
    if (now < this.lockedUntil) {
      return { ok: false, retryAfterSeconds: Math.ceil((this.lockedUntil - now) / 1000) };
    }
    if (pinMatches(candidate, this.secret)) {
      this.failures = 0;
      return { ok: true };
    }
    this.failures += 1;
    if (this.failures >= (this.options.maxAttempts ?? 5)) {
      this.failures = 0;
      const lockoutMs = this.options.lockoutMs ?? 60_000;
      this.lockedUntil = now + lockoutMs;
      return { ok: false, retryAfterSeconds: Math.ceil(lockoutMs / 1000) };
    }
    return { ok: false };
  }
}
