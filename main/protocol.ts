import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { AssetError, type AssetCache, type FetchLike } from './asset-cache.js';
import { isQueueable, type Outbox } from './outbox.js';
import { changesSession, isSaveableAnswer, type SavedAnswers } from './saved-answers.js';

/**
 * The app's own origin. The renderer is loaded from `app://abtal/` instead of `file://`, so it has a real
 * origin (localStorage, fetch, history routing behave as on the web) and every request it makes for
 * `/art/**` or `/api/**` comes here first.
 */
export const APP_SCHEME = 'app';
const APP_HOST = 'abtal';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Passed to protocol.registerSchemesAsPrivileged before the app is ready. */
export const PRIVILEGED_SCHEMES = [
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
  },
];

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

/** Request headers that describe the renderer's side of the hop and must not reach the API. */
const DROP_REQUEST_HEADERS = [
  'host',
  'origin',
  'referer',
  'cookie',
  'connection',
  'content-length',
];
/**
 * Response headers not passed back: cookies stay in the session's jar (the renderer never needs them),
 * and the body handed back is already decoded, so its encoding and length headers would lie.
 */
const DROP_RESPONSE_HEADERS = [
  'set-cookie',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
];

export interface AppRequestHandlerOptions {
  /** Folder of the built renderer (out/renderer). */
  rendererDir: string;
  /** During `electron-vite dev`: static files are proxied to this server instead of read from disk. */
  rendererDevUrl?: string | null;
  assets: AssetCache;
  apiOrigin: string;
  /**
   * Sends API requests. In the app this is `session.fetch` with `credentials: 'include'`: Chromium's
   * network stack with the window's own cookie jar, so the session cookie set by the server at login is
   * stored for the API origin and sent on every later call, exactly as on the web; clearing the
   * session's storage signs the visitor out. Rewriting requests with webRequest instead would need the
   * renderer to know the API origin and CORS with credentials on the server; forwarding keeps the
   * renderer on one same-origin URL space (`/api`, `/art`) in the browser and the desktop app alike.
   */
  apiFetch: FetchLike;
  /** Called when an API request fails to reach the server or gets through again. */
  onNetworkResult?: (online: boolean) => void;
  csp: string;
  /** Forwarded API calls still unanswered after this long get the offline answer (default 10 s). */
  apiTimeoutMs?: number;
  /** Where read counts and reading progress made offline wait for the network. */
  outbox?: Outbox;
  /** The episode answers kept for reading offline (see saved-answers.ts). */
  savedAnswers?: SavedAnswers;
}

const API_TIMEOUT_MS = 10_000;

const OFFLINE_MESSAGE = 'You are offline: the Abtal Universe server cannot be reached right now.';

/**
 * What a page image the computer has not saved yet shows offline: a readable page instead of a broken
 * image. Sized like a comic page so the reader's layout stays put.
 */
export const NOT_SAVED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200" viewBox="0 0 800 1200" role="img" aria-label="Not saved for offline yet"><rect width="800" height="1200" fill="#14121f"/><rect x="40" y="40" width="720" height="1120" rx="24" fill="none" stroke="#3b3660" stroke-width="4" stroke-dasharray="16 12"/><text x="400" y="560" fill="#f5f3ff" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle">Not saved for offline yet</text><text x="400" y="630" fill="#b8b3d9" font-family="sans-serif" font-size="28" text-anchor="middle">Connect to the internet to see this page,</text><text x="400" y="672" fill="#b8b3d9" font-family="sans-serif" font-size="28" text-anchor="middle">or use "Save for offline" while online.</text></svg>`;

function securityHeaders(csp: string, contentType: string): Headers {
  const headers = new Headers({
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  if (contentType.startsWith('text/html')) headers.set('content-security-policy', csp);
  return headers;
}

/** An <img> (or any request that accepts images but not HTML): the reader's page images. */
function isImageRequest(request: Request): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  if (dest) return dest === 'image';
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('image/') && !accept.includes('text/html');
}

function jsonError(status: number, error: string, message: string, csp: string): Response {
  const headers = securityHeaders(csp, 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify({ statusCode: status, error, message }), { status, headers });
}

/** Resolves a URL path inside `root`, or null when it would escape it. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  const base = normalize(root.endsWith(sep) ? root : root + sep);
  return full.startsWith(base) || full === normalize(root) ? full : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Whether an `/art/...` path is shipped in the renderer build (then it never needs the network). */
export function createBundleLookup(rendererDir: string): (path: string) => Promise<boolean> {
  return async (path) => {
    const file = safeJoin(rendererDir, path);
    return file !== null && (await isFile(file));
  };
}

/** The handler's options with the API origin as it is joined to a path (no trailing slash). */
type HandlerContext = AppRequestHandlerOptions & { apiOrigin: string };

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

const methodNotAllowed = (request: Request, csp: string) =>
  jsonError(405, 'Method Not Allowed', `${request.method} is not allowed here`, csp);

/**
 * The `app://abtal/` handler as a plain Request -> Response function (protocol.handle takes exactly
 * this), so it runs and is tested without Electron.
 */
export function createAppRequestHandler(options: AppRequestHandlerOptions) {
  const context: HandlerContext = { ...options, apiOrigin: options.apiOrigin.replace(/\/+$/, '') };
  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) {
      return jsonError(404, 'Not Found', 'Unknown host', context.csp);
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      return forwardApi(context, url, request);
    }
    if (url.pathname.startsWith('/art/')) return serveArt(context, url, request);
    return serveStatic(context, url, request);
  };
}

/** The renderer's files: a client route gets the app shell, a missing file is a real 404. */
async function serveStatic(context: HandlerContext, url: URL, request: Request): Promise<Response> {
  const { rendererDir, csp } = context;
  if (!isRead(request)) return methodNotAllowed(request, csp);
  if (context.rendererDevUrl) {
    const upstream = await fetch(new URL(url.pathname + url.search, context.rendererDevUrl));
    const contentType = upstream.headers.get('content-type') ?? 'application/octet-stream';
    return new Response(upstream.body, {
      status: upstream.status,
      headers: securityHeaders(csp, contentType),
    });
  }
  const file = safeJoin(rendererDir, url.pathname);
  if (!file) return jsonError(400, 'Bad Request', 'Bad path', csp);
  let target = file;
  if (url.pathname.endsWith('/') || !(await isFile(file))) {
    if (extname(url.pathname) && !url.pathname.endsWith('/')) {
      return jsonError(404, 'Not Found', `No such file: ${url.pathname}`, csp);
    }
    target = join(rendererDir, 'index.html');
  }
  return serveFile(csp, target, request);
}

async function serveFile(csp: string, target: string, request: Request): Promise<Response> {
  const ext = extname(target).toLowerCase();
  const headers = securityHeaders(csp, MIME[ext] ?? 'application/octet-stream');
  // Hashed bundle files never change; the shell must be re-read so a new build is picked up.
  headers.set(
    'cache-control',
    ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
  headers.set('x-abtal-source', 'bundle');
  const body = request.method === 'HEAD' ? null : await readFile(target);
  return new Response(body, { status: 200, headers });
}

/** Art shipped in the renderer build (the logo, heroes, covers, pages of the bundled comics). */
async function bundledArt(
  context: HandlerContext,
  url: URL,
  request: Request,
): Promise<Response | null> {
  const { csp } = context;
  if (context.rendererDevUrl) {
    const upstream = await fetch(new URL(url.pathname, context.rendererDevUrl)).catch(() => null);
    const type = upstream?.headers.get('content-type') ?? '';
    // The dev server answers its app page for unknown paths: only an image counts.
    if (!upstream?.ok || !type.startsWith('image/')) return null;
    return new Response(upstream.body, { status: 200, headers: securityHeaders(csp, type) });
  }
  const file = safeJoin(context.rendererDir, url.pathname);
  return file && (await isFile(file)) ? serveFile(csp, file, request) : null;
}

/** `/art/...`: from the build, else from the asset cache (which asks the server when online). */
async function serveArt(context: HandlerContext, url: URL, request: Request): Promise<Response> {
  const { csp } = context;
  if (!isRead(request)) return methodNotAllowed(request, csp);
  const bundled = await bundledArt(context, url, request);
  if (bundled) return bundled;
  try {
    const asset = await context.assets.get(url.pathname);
    const headers = securityHeaders(csp, asset.contentType);
    headers.set('x-abtal-cache', asset.source === 'cache' ? 'hit' : 'miss');
    headers.set('cache-control', 'no-cache');
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(asset.body), {
      status: 200,
      headers,
    });
  } catch (error) {
    if (!(error instanceof AssetError)) throw error;
    return artErrorAnswer(csp, error, request);
  }
}

function artErrorAnswer(csp: string, error: AssetError, request: Request): Response {
  if (error.code === 'offline' && isImageRequest(request)) {
    const headers = securityHeaders(csp, 'image/svg+xml');
    headers.set('cache-control', 'no-store');
    headers.set('x-abtal-cache', 'not-saved');
    return new Response(request.method === 'HEAD' ? null : NOT_SAVED_SVG, { status: 200, headers });
  }
  const title = error.code === 'offline' ? 'Offline' : error.code;
  return jsonError(error.status, title, error.message, csp);
}

/** A request on its way to the API, as read once from the renderer's request. */
interface ForwardedRequest {
  url: URL;
  request: Request;
  headers: Headers;
  body: ArrayBuffer | undefined;
  /** An episode answer kept for reading offline (see saved-answers.ts). */
  keepsAnswer: boolean;
}

/** `/api/...`: sent on to the server with the session's cookies; offline, a kept or queued answer. */
async function forwardApi(context: HandlerContext, url: URL, request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  for (const name of DROP_REQUEST_HEADERS) headers.delete(name);
  const forwarded: ForwardedRequest = {
    url,
    request,
    headers,
    body: isRead(request) ? undefined : await request.arrayBuffer(),
    keepsAnswer: isSaveableAnswer(request.method, url.pathname) && !url.search,
  };
  let upstream: Response;
  try {
    upstream = await context.apiFetch(`${context.apiOrigin}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: forwarded.body,
      credentials: 'include',
      signal: AbortSignal.timeout(context.apiTimeoutMs ?? API_TIMEOUT_MS),
    });
  } catch (error) {
    context.onNetworkResult?.(false);
    return offlineApiAnswer(context, forwarded, error);
  }
  context.onNetworkResult?.(true);
  return passApiAnswer(context, forwarded, upstream);
}

/** The server could not be reached: the answer kept for offline, the queue's 202, or a 503. */
async function offlineApiAnswer(
  context: HandlerContext,
  { url, request, headers, body, keepsAnswer }: ForwardedRequest,
  error: unknown,
): Promise<Response> {
  const { csp } = context;
  const saved = keepsAnswer ? await context.savedAnswers?.get(url.pathname) : null;
  if (saved) {
    const answer = securityHeaders(csp, saved.contentType);
    answer.set('cache-control', 'no-store');
    answer.set('x-abtal-cache', 'saved');
    answer.set('x-abtal-saved-at', new Date(saved.savedAt).toISOString());
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(saved.body), {
      status: 200,
      headers: answer,
    });
  }
  if (context.outbox && isQueueable(request.method, url.pathname) && !url.search) {
    context.outbox.add({
      method: request.method,
      path: url.pathname,
      body: body ? new TextDecoder().decode(body) : null,
      contentType: headers.get('content-type'),
    });
    const answer = securityHeaders(csp, 'application/json; charset=utf-8');
    return new Response(
      JSON.stringify({
        queued: true,
        message: 'Saved on this computer: it will be sent when you are back online.',
      }),
      { status: 202, headers: answer },
    );
  }
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  return jsonError(
    503,
    'Offline',
    timedOut
      ? `You are offline: the Abtal Universe server did not answer within ${Math.round((context.apiTimeoutMs ?? API_TIMEOUT_MS) / 1000)} seconds.`
      : OFFLINE_MESSAGE,
    csp,
  );
}

/** The server's answer, handed back; an episode answer is kept for offline (or forgotten). */
async function passApiAnswer(
  context: HandlerContext,
  { url, request, keepsAnswer }: ForwardedRequest,
  upstream: Response,
): Promise<Response> {
  const responseHeaders = new Headers(upstream.headers);
  for (const name of DROP_RESPONSE_HEADERS) responseHeaders.delete(name);
  responseHeaders.set('x-content-type-options', 'nosniff');
  const nullBody = request.method === 'HEAD' || [101, 204, 205, 304].includes(upstream.status);
  const answers = context.savedAnswers;
  if (answers && changesSession(request.method, url.pathname) && upstream.ok) answers.clear();
  if (answers && keepsAnswer && request.method === 'GET') {
    if (upstream.status === 200) {
      const data = Buffer.from(await upstream.arrayBuffer());
      answers.save(url.pathname, data, upstream.headers.get('content-type') ?? 'application/json');
      return new Response(new Uint8Array(data), { status: 200, headers: responseHeaders });
    }
    // Gone, or locked for this member now: the copy kept for offline goes too.
    if (upstream.status === 403 || upstream.status === 404) answers.forget(url.pathname);
  }
  return new Response(nullBody ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
