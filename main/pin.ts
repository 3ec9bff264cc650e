import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * The kiosk staff PIN is kept only as a salted scrypt hash: `scrypt$<salt>$<hash>` (base64url). Print
 * one with `abtal-universe --hash-pin=<PIN>` (or `node build/kiosk/hash-pin.mjs <PIN>`).
 */
const KEY_LENGTH = 32;
const PIN_HASH = /^scrypt\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{43})$/;

/** The PIN of build/kiosk/kiosk.example.json: refused, so no unit runs with a published PIN. */
export const EXAMPLE_PIN = '482913';

export const isPinHash = (value: string) => PIN_HASH.test(value);

export function hashPin(pin: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(pin, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Checks a PIN against its stored hash in constant time; a malformed hash matches nothing. */
export function verifyPin(candidate: string, stored: string): boolean {
  const match = PIN_HASH.exec(stored);
  if (!match) return false;
  const expected = Buffer.from(match[2]!, 'base64url');
  const actual = scryptSync(candidate, Buffer.from(match[1]!, 'base64url'), KEY_LENGTH);
  return timingSafeEqual(actual, expected);
}

/**
 * The staff exit PIN check: after `maxAttempts` wrong PINs in a row, further attempts are refused for
 * `lockoutMs`, so a passer-by cannot try PINs one after another on the touch screen.
 */
export class PinGuard {
  private failures = 0;
  private lockedUntil = 0;

  constructor(
    private readonly pinHash: string,
    private readonly options: { maxAttempts?: number; lockoutMs?: number; now?: () => number } = {},
  ) {}

  check(candidate: string): { ok: boolean; retryAfterSeconds?: number } {
    const now = (this.options.now ?? Date.now)();
    if (now < this.lockedUntil) {
      return { ok: false, retryAfterSeconds: Math.ceil((this.lockedUntil - now) / 1000) };
    }
    if (verifyPin(candidate, this.pinHash)) {
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

/** What a command line run prints and the code it exits with. */
export interface CommandOutcome {
  exitCode: number;
  stdout?: string;
  stderr?: string;
}

/**
 * `abtal-universe --hash-pin=<PIN>` prints the exitPinHash for a kiosk config file; null when the
 * command line does not ask for it (the app starts as usual).
 */
export function hashPinCommand(argv: readonly string[]): CommandOutcome | null {
  const pin = argv.find((arg) => arg.startsWith('--hash-pin='))?.slice('--hash-pin='.length);
  if (pin === undefined) return null;
  if (!/^\d{4,12}$/.test(pin)) {
    return { exitCode: 1, stderr: '--hash-pin needs a PIN of 4 to 12 digits' };
  }
  return { exitCode: 0, stdout: hashPin(pin) };
}
