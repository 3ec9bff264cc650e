import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  decideNavigation,
  denyAllPermissions,
  handleWindowOpen,
  hardenWebContents,
  isTrustedSender,
  originOf,
  type ContentsLike,
  type SecurityPolicy,
} from './security.js';

const desktop: SecurityPolicy = { appOrigins: ['app://abtal'], allowExternal: true };
const kiosk: SecurityPolicy = { appOrigins: ['app://abtal'], allowExternal: false };

describe('navigation guard', () => {
  it.each([
    ['app://abtal/', 'allow'],
    ['app://abtal/comics/origins-1?page=2#top', 'allow'],
    ['https://example.com/', 'open-external'],
    ['http://example.com/x', 'open-external'],
    ['mailto:hello@abtal-universe.com', 'open-external'],
    ['app://evil/', 'deny'],
    ['file:///etc/passwd', 'deny'],
    ['javascript:alert(1)', 'deny'],
    ['chrome://settings', 'deny'],
    ['not a url', 'deny'],
  ] as const)('desktop: %s -> %s', (url, decision) => {
    expect(decideNavigation(url, desktop)).toBe(decision);
  });

  it('kiosk: outside links are denied outright, app links still allowed', () => {
    expect(decideNavigation('https://example.com/', kiosk)).toBe('deny');
    expect(decideNavigation('app://abtal/academy', kiosk)).toBe('allow');
  });

  it('reads the origin of the custom scheme', () => {
    expect(originOf('app://abtal/x/y')).toBe('app://abtal');
    expect(originOf('https://a.b:8443/x')).toBe('https://a.b:8443');
    expect(originOf('nonsense')).toBeNull();
  });
});

describe('window-open handler', () => {
  it('denies every new window and opens web links in the system browser', () => {
    const open = vi.fn();
    expect(handleWindowOpen('https://twitter.com/abtal', desktop, open)).toEqual({
      action: 'deny',
    });
    expect(open).toHaveBeenCalledWith('https://twitter.com/abtal');
  });

  it('does not hand app links, files or scripts to the system browser', () => {
    const open = vi.fn();
    for (const url of [
      'app://abtal/comics',
      'file:///tmp/x',
      'javascript:alert(1)',
      'smb://host/share',
    ]) {
      expect(handleWindowOpen(url, desktop, open)).toEqual({ action: 'deny' });
    }
    expect(open).not.toHaveBeenCalled();
  });

  it('opens nothing at all in the kiosk', () => {
    const open = vi.fn();
    expect(handleWindowOpen('https://example.com', kiosk, open)).toEqual({ action: 'deny' });
    expect(open).not.toHaveBeenCalled();
  });
});

describe('hardenWebContents', () => {
  function fakeContents() {
    const emitter = new EventEmitter();
    let windowOpen: ((details: { url: string }) => unknown) | null = null;
    const contents = {
      on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
      setWindowOpenHandler: (handler: (details: { url: string }) => unknown) => {
        windowOpen = handler;
      },
    } as unknown as ContentsLike;
    const navigate = (event: string, url: string) => {
      const e = { preventDefault: vi.fn() };
      emitter.emit(event, e, url);
      return e.preventDefault.mock.calls.length > 0;
    };
    return { contents, navigate, windowOpen: (url: string) => windowOpen?.({ url }), emitter };
  }

  it('blocks navigation away from the app and opens outside links externally', () => {
    const open = vi.fn();
    const fake = fakeContents();
    hardenWebContents(fake.contents, desktop, open);
    expect(fake.navigate('will-navigate', 'app://abtal/reader')).toBe(false);
    expect(fake.navigate('will-navigate', 'https://example.com/')).toBe(true);
    expect(fake.navigate('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://example.com/');
    expect(fake.windowOpen('app://abtal/x')).toEqual({ action: 'deny' });
  });

  it('refuses webviews', () => {
    const fake = fakeContents();
    hardenWebContents(fake.contents, desktop, vi.fn());
    const event = { preventDefault: vi.fn() };
    fake.emitter.emit('will-attach-webview', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

describe('IPC sender validation', () => {
  const frame = (url: string, parent: unknown = null) => ({
    senderFrame: { url, parent } as never,
  });

  it('accepts the app top frame', () => {
    expect(isTrustedSender(frame('app://abtal/comics'), desktop)).toBe(true);
  });

  it('rejects other origins, subframes and missing frames', () => {
    expect(isTrustedSender(frame('https://evil.example/'), desktop)).toBe(false);
    expect(isTrustedSender(frame('app://abtal.evil/'), desktop)).toBe(false);
    expect(isTrustedSender(frame('file:///index.html'), desktop)).toBe(false);
    expect(isTrustedSender(frame('app://abtal/', { url: 'app://abtal/' }), desktop)).toBe(false);
    expect(isTrustedSender({ senderFrame: null }, desktop)).toBe(false);
  });
});

describe('permissions', () => {
  it('denies every permission request and check', () => {
    const handlers: Record<string, (...args: never[]) => unknown> = {};
    denyAllPermissions({
      setPermissionRequestHandler: (h: never) => (handlers.request = h),
      setPermissionCheckHandler: (h: never) => (handlers.check = h),
      setDevicePermissionHandler: (h: never) => (handlers.device = h),
    } as never);
    const callback = vi.fn();
    (handlers.request as (...args: unknown[]) => void)({}, 'media', callback, {});
    expect(callback).toHaveBeenCalledWith(false);
    expect(
      (handlers.check as (...args: unknown[]) => boolean)({}, 'geolocation', 'app://abtal', {}),
    ).toBe(false);
    expect((handlers.device as (...args: unknown[]) => boolean)({})).toBe(false);
  });
});
