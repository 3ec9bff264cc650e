import { createHmac, timingSafeEqual } from 'node:crypto';

/** The two lists an address can join: the newsletter and the store's "Notify Me". */
export type EmailList = 'newsletter' | 'store';

type Purpose = 'confirm' | 'unsubscribe';

const CODES: Record<EmailList, string> = { newsletter: 'n', store: 's' };
const LISTS: Record<string, EmailList> = { n: 'newsletter', s: 'store' };
const TOKEN = /^([ns])\.([0-9a-f-]{36})\.([\w-]{43})$/;

const mac = (secret: string, purpose: Purpose, list: EmailList, id: string, stamp: string) =>
  createHmac('sha256', secret).update(`${purpose}:${list}:${id}:${stamp}`).digest('base64url');

/**
 * A link's token: the list, the sign-up's id and an HMAC (keyed by the session secret) of both
 * with the purpose. A confirmation token also signs the moment its mail was sent, so a newer mail
 * replaces it; an unsubscribe token signs nothing that changes, so every mail's link keeps working.
 */
export function listToken(
  secret: string,
  purpose: Purpose,
  list: EmailList,
  id: string,
  stamp: Date | null = null,
): string {
  return `${CODES[list]}.${id}.${mac(secret, purpose, list, id, stamp?.toISOString() ?? '')}`;
}

/** The list and sign-up a token names, before its signature is checked; null when malformed. */
export function readListToken(token: string): { list: EmailList; id: string } | null {
  const match = TOKEN.exec(token);
  return match ? { list: LISTS[match[1]], id: match[2] } : null;
}

/** Whether `token` is the one `listToken` makes for these values (compared in constant time). */
export function isListToken(
  secret: string,
  token: string,
  purpose: Purpose,
  list: EmailList,
  id: string,
  stamp: Date | null = null,
): boolean {
  const expected = Buffer.from(listToken(secret, purpose, list, id, stamp));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
