import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/** Addresses a webhook never goes to: loopback, private, link-local, shared, multicast, reserved. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is one a webhook may not reach (IPv4-mapped IPv6 checked as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why a URL cannot be a webhook endpoint, or null when it can: http or https only, no user name or
 * password in it, and (unless `allowPrivate`) no literal private address or local host name. A name
 * is resolved again at each delivery, where a private answer is refused too.
 */
export function refusedUrl(value: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'The URL is not a valid address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'The URL must start with http:// or https://';
  }
  if (url.username || url.password) return 'The URL must not contain a user name or password';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) {
    return 'The URL must be a public address, not a local host name';
  }
  if (isIP(host) && isPrivateAddress(host)) {
    return 'The URL must be a public address, not a private, loopback or reserved one';
  }
  return null;
}

/** What one delivery attempt got: the receiver's status, or why there was none. */
export interface PostOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup that fails for private answers, so a name cannot be pointed at the inside. */
function guardedLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses;
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused) {
      const denied = new Error(
        `The host resolves to a private address (${refused.address}); not delivered`,
      ) as NodeJS.ErrnoException;
      denied.code = 'EPRIVATE';
      return callback(denied, []);
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    callback(null, list[0].address, list[0].family);
  });
}

/**
 * POSTs a webhook message: no redirects followed, the answer's body read up to 64 KiB and dropped,
 * everything (connect, send, answer) within `timeoutMs`.
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostOutcome> {
  const started = performance.now();
  const outcome = (statusCode: number | null, error: string | null): PostOutcome => ({
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  const refused = refusedUrl(target, options.allowPrivate);
  if (refused) return Promise.resolve(outcome(null, refused));
  const url = new URL(target);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 64 * 1024) res.destroy();
        });
        const done = () => {
          clearTimeout(timer);
          resolve(outcome(res.statusCode ?? null, null));
        };
        res.on('end', done);
        res.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      resolve(outcome(null, error.message.slice(0, 500)));
    });
    req.end(body);
  });
}
