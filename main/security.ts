import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Session, WebContents, WebFrameMain } from 'electron';
import { inlineStyleSources } from '../shared/style-sources.js';

/**
 * The items of Electron's security checklist that are decisions rather than window options, written as
 * plain functions over URLs and small interfaces so they run under test without Electron.
 */

export interface SecurityPolicy {
  /** Origins the window may show, e.g. app://abtal (and the renderer dev server in development). */
  appOrigins: readonly string[];
  /** Kiosk: nothing leaves the app, not even to the system browser, since nobody supervises the screen. */
  allowExternal: boolean;
}

export type NavigationDecision = 'allow' | 'open-external' | 'deny';

/** The origin of a URL, with `app://abtal` written the same way whatever the URL parser makes of it. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin;
    // Non-special schemes report origin "null" in WHATWG URL; build it from its parts instead.
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
  } catch {
    return null;
  }
}

function isAppUrl(url: string, policy: SecurityPolicy): boolean {
  const origin = originOf(url);
  return origin !== null && policy.appOrigins.includes(origin);
}

/** Links the system browser may open: the web, and mail. Never file:, javascript:, custom schemes. */
function isExternalOpenable(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}

/** Where a navigation of the main window may go. */
export function decideNavigation(url: string, policy: SecurityPolicy): NavigationDecision {
  if (isAppUrl(url, policy)) return 'allow';
  if (policy.allowExternal && isExternalOpenable(url)) return 'open-external';
  return 'deny';
}

/**
 * window.open and target=_blank: never a new Electron window. Outside links go to the system browser
 * (desktop only); an app link opens nowhere new, the renderer routes in place.
 */
export function handleWindowOpen(
  url: string,
  policy: SecurityPolicy,
  openExternal: (url: string) => unknown,
): { action: 'deny' } {
  if (!isAppUrl(url, policy) && policy.allowExternal && isExternalOpenable(url)) {
    void Promise.resolve(openExternal(url)).catch(() => undefined);
  }
  return { action: 'deny' };
}

export interface SenderLike {
  senderFrame: Pick<WebFrameMain, 'url' | 'parent'> | null;
}

/** IPC comes only from the top frame of an app page: not from an iframe, not after a stray navigation. */
export function isTrustedSender(event: SenderLike, policy: SecurityPolicy): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent) return false;
  return isAppUrl(frame.url, policy);
}

export type ContentsLike = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/** Applied to every WebContents the app creates (app.on('web-contents-created')). */
export function hardenWebContents(
  contents: ContentsLike,
  policy: SecurityPolicy,
  openExternal: (url: string) => unknown,
): void {
  const guard = (event: { preventDefault(): void }, url: string) => {
    const decision = decideNavigation(url, policy);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external')
      void Promise.resolve(openExternal(url)).catch(() => undefined);
  };
  contents.on('will-navigate', (event, url) => guard(event, url));
  contents.on('will-redirect', (event, url) => guard(event, url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => handleWindowOpen(url, policy, openExternal));
}

/** Permission requests and checks (camera, geolocation, notifications, ...) are all refused. */
export function denyAllPermissions(
  session: Pick<
    Session,
    'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
  >,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

export interface CspOptions {
  /** The renderer dev server, allowed for scripts and its hot-reload socket during development. */
  devServer?: string | null;
  /** The CSP sources (`'sha256-…'`) of the page's own inline style elements (inlineStyleSources). */
  styleSources?: readonly string[];
}

/**
 * Everything the renderer needs comes from its own origin (art and API are served through it), so the
 * policy can be tight: no remote scripts, no eval, no plugins, no framing, forms only to the app.
 * Style elements: the build's style sheets and, by their hashes, the page's own inline ones, never
 * any other (no `'unsafe-inline'`); only the dev server, which injects each module's CSS as a style
 * element while it hot-reloads, gets `'unsafe-inline'` for them.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const dev = options.devServer ? new URL(options.devServer) : null;
  const devScript = dev ? ` 'unsafe-inline' ${dev.origin}` : '';
  const devConnect = dev ? ` ${dev.origin} ws://${dev.host}` : '';
  const styleElements = dev ? ["'unsafe-inline'"] : (options.styleSources ?? []);
  return [
    "default-src 'self'",
    `script-src 'self'${devScript}`,
    // Style elements and sheets; style-src-elem is left out so that it falls back to this one.
    ["style-src 'self'", ...styleElements].join(' '),
    // Style attributes only: the animation library (motion) writes each animated element's
    // starting values (opacity, transform) as a style attribute, and sets them as it animates.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${devConnect}`,
    "media-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The CSP sources of the inline style elements of the renderer build's page (`index.html`, the
 * shell of every route): none when there is no build (the dev server) or it has none.
 */
export function shellStyleSources(rendererDir: string): string[] {
  try {
    return inlineStyleSources(readFileSync(join(rendererDir, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
