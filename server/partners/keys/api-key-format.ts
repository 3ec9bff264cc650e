import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PREFIX } from '../../../shared/schemas/api-keys.schemas.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LOOKUP_LENGTH = 12;
const SECRET_LENGTH = 32;
const CHECKSUM_LENGTH = 6;

function base62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: below it every character is equally likely.
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

function checksum(body: string): string {
  let n = crc32(body);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i += 1) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

/** The hex SHA-256 of a key: what the table keeps (a key has about 190 random bits). */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A new key: the prefix, a public lookup id, the secret and a CRC-32 checksum of the rest
 * (`abtal_pk_<lookup>_<secret><checksum>`), so a scanner can tell a real key from a lookalike.
 */
export function newKey(): { key: string; lookup: string; hint: string } {
  const lookup = base62(LOOKUP_LENGTH);
  const body = `${API_KEY_PREFIX}${lookup}_${base62(SECRET_LENGTH)}`;
  const key = body + checksum(body);
  return { key, lookup, hint: key.slice(-4) };
}

const KEY_PATTERN = new RegExp(
  `^${API_KEY_PREFIX}([0-9A-Za-z]{${LOOKUP_LENGTH}})_[0-9A-Za-z]{${SECRET_LENGTH + CHECKSUM_LENGTH}}$`,
);

/** The lookup id of a well-formed key whose checksum holds; null otherwise. */
export function parseKey(key: string): string | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const body = key.slice(0, -CHECKSUM_LENGTH);
  return checksum(body) === key.slice(-CHECKSUM_LENGTH) ? match[1] : null;
}

/** Whether a key matches a stored hash, in time independent of where they differ. */
export const keyMatches = (key: string, storedHex: string) =>
  timingSafeEqual(Buffer.from(hashKey(key), 'hex'), Buffer.from(storedHex, 'hex'));

/** How a listed key shows: its start and its last four characters. */
export const displayKey = (lookup: string, hint: string) => `${API_KEY_PREFIX}${lookup}…${hint}`;
