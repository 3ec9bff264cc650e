import { describe, expect, it, vi } from 'vitest';
import { ipcInvoke, ipcSend } from '../shared/ipc.js';
import { createIpcRouter, IpcRejectedError, registerIpc, type InvokeHandlers } from './ipc.js';
import { hashPin, isPinHash, PinGuard, verifyPin } from './pin.js';
import { isTrustedSender, type SenderLike } from './security.js';

const app: SenderLike = { senderFrame: { url: 'app://abtal/reader', parent: null } as never };
const foreign: SenderLike = {
  senderFrame: { url: 'https://evil.example/', parent: null } as never,
};

function makeRouter() {
  const calls: { channel: string; args: unknown }[] = [];
  const record =
    <T>(channel: string, result: T) =>
    (args: unknown) => {
      calls.push({ channel, args });
      return result;
    };
  const invoke: InvokeHandlers = {
    'app:info': record('app:info', {
      isDesktop: true as const,
      version: '0.1.0',
      platform: 'linux',
      kiosk: false,
      online: true,
    }),
    'window:toggle-fullscreen': record('window:toggle-fullscreen', true),
    'window:is-fullscreen': record('window:is-fullscreen', false),
    'cache:status': record('cache:status', { bytesUsed: 0, bytesCap: 1, entries: 0, online: true }),
    'progress:get-all': record('progress:get-all', {}),
    'progress:set': record('progress:set', undefined),
    'kiosk:config': record('kiosk:config', null),
    'kiosk:state': record('kiosk:state', null),
    'kiosk:exit': record('kiosk:exit', { ok: false }),
    'kiosk:reset': record('kiosk:reset', undefined),
    'cache:clear': record('cache:clear', { bytesUsed: 0, bytesCap: 1, entries: 0, online: true }),
    'offline:save': record('offline:save', { saved: 1, total: 1, offline: false }),
    'offline:status': record('offline:status', { saved: 0, total: 1, offline: false }),
    'kiosk:precache-status': record('kiosk:precache-status', null),
  };
  const activity = vi.fn();
  const router = createIpcRouter({
    invoke,
    send: { 'kiosk:activity': activity, 'kiosk:heartbeat': vi.fn() },
    isTrustedSender: (event) =>
      isTrustedSender(event, { appOrigins: ['app://abtal'], allowExternal: true }),
  });
  return { router, calls, activity };
}

describe('IPC router', () => {
  it('passes validated arguments to the handler', async () => {
    const { router, calls } = makeRouter();
    await router.invoke('progress:set', app, [{ key: 'comic-progress-origins-1', value: '4' }]);
    expect(calls).toEqual([
      { channel: 'progress:set', args: [{ key: 'comic-progress-origins-1', value: '4' }] },
    ]);
    await expect(router.invoke('app:info', app, [])).resolves.toMatchObject({ isDesktop: true });
  });

  it('keeps an episode for offline with its cover, pages and panel data, and nothing else of the API', async () => {
    const { router, calls } = makeRouter();
    const paths = [
      '/api/episodes/night-watch',
      '/api/episodes/night-watch/cover',
      '/api/episodes/night-watch/pages/2',
      '/api/episodes/night-watch/panels',
    ];
    await router.invoke('offline:save', app, [{ paths }]);
    expect(calls).toEqual([{ channel: 'offline:save', args: [{ paths }] }]);
    const refused = await router
      .invoke('offline:save', app, [{ paths: ['/api/episodes/night-watch/progress'] }])
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IpcRejectedError);
    expect((refused as Error).message).toMatch(/Expected \/art\/\.\.\. or \/api\/episodes/);
  });

  it.each([
    ['progress:set', [], /Invalid arguments for "progress:set"/],
    [
      'progress:set',
      [{ key: 'comic-progress-origins-1', value: 'x' }],
      /argument 0\.value: Expected a page number/,
    ],
    [
      'progress:set',
      [{ key: 'comic-progress-nope', value: '1' }],
      /argument 0\.key: Unknown comic id/,
    ],
    [
      'progress:set',
      [{ key: 'comic-progress-origins-1', value: '1', extra: true }],
      /Invalid arguments/,
    ],
    ['progress:set', ['comic-progress-origins-1', '1'], /Invalid arguments/],
    ['kiosk:exit', [{ pin: '' }], /Enter the PIN/],
    ['kiosk:exit', [{ pin: 1234 }], /argument 0\.pin/],
    ['kiosk:exit', [{ pin: 'x'.repeat(33) }], /PIN too long/],
    ['app:info', ['unexpected'], /Invalid arguments for "app:info"/],
    ['window:toggle-fullscreen', [{ force: true }], /Invalid arguments/],
  ])('rejects %s with %j', async (channel, args, message) => {
    const { router, calls } = makeRouter();
    const error = await router.invoke(channel, app, args as unknown[]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IpcRejectedError);
    expect((error as Error).message).toMatch(message);
    expect(calls).toEqual([]);
  });

  it('refuses senders that are not the app, before looking at arguments', async () => {
    const { router, calls } = makeRouter();
    await expect(router.invoke('progress:get-all', foreign, [])).rejects.toThrow(
      'IPC "progress:get-all" refused: the sender is not the app',
    );
    await expect(
      router.invoke('kiosk:exit', { senderFrame: { url: 'app://abtal/', parent: {} } as never }, [
        { pin: '1234' },
      ]),
    ).rejects.toThrow(/sender is not the app/);
    expect(calls).toEqual([]);
  });

  it('refuses unknown channels, including prototype names', async () => {
    const { router } = makeRouter();
    await expect(router.invoke('fs:read', app, [])).rejects.toThrow(
      'Unknown IPC channel "fs:read"',
    );
    await expect(router.invoke('toString', app, [])).rejects.toThrow(/Unknown IPC channel/);
  });

  it('drops one-way messages from foreign senders or with arguments', () => {
    const { router, activity } = makeRouter();
    expect(router.send('kiosk:activity', foreign, [])).toBe(false);
    expect(router.send('kiosk:activity', app, ['x'])).toBe(false);
    expect(activity).not.toHaveBeenCalled();
    expect(router.send('kiosk:activity', app, [])).toBe(true);
    expect(activity).toHaveBeenCalledTimes(1);
  });

  it('registers one handler per channel of the shared map', async () => {
    const { router, calls } = makeRouter();
    const handled = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
    const listened: string[] = [];
    registerIpc(
      {
        handle: (channel: string, fn: never) => void handled.set(channel, fn),
        on: (channel: string) => listened.push(channel),
      } as never,
      router,
    );
    expect([...handled.keys()].sort()).toEqual(Object.keys(ipcInvoke).sort());
    expect(listened).toEqual(Object.keys(ipcSend));
    await handled.get('window:is-fullscreen')!(app);
    expect(calls).toEqual([{ channel: 'window:is-fullscreen', args: [] }]);
  });
});

describe('kiosk exit PIN', () => {
  it('keeps only a salted hash and compares PINs exactly', () => {
    const stored = hashPin('2468');
    expect(isPinHash(stored)).toBe(true);
    expect(stored).not.toContain('2468');
    expect(hashPin('2468')).not.toBe(stored); // a new salt every time
    expect(verifyPin('2468', stored)).toBe(true);
    expect(verifyPin('2469', stored)).toBe(false);
    expect(verifyPin('24680', stored)).toBe(false);
    expect(verifyPin('', stored)).toBe(false);
    expect(verifyPin('2468', '2468')).toBe(false); // a PIN in clear is not a hash
  });

  it('locks out after repeated wrong PINs, then accepts the right one', () => {
    let now = 0;
    const guard = new PinGuard(hashPin('2468'), {
      maxAttempts: 3,
      lockoutMs: 30_000,
      now: () => now,
    });
    expect(guard.check('0000')).toEqual({ ok: false });
    expect(guard.check('1111')).toEqual({ ok: false });
    expect(guard.check('2222')).toEqual({ ok: false, retryAfterSeconds: 30 });
    now = 10_000;
    expect(guard.check('2468')).toEqual({ ok: false, retryAfterSeconds: 20 });
    now = 30_000;
    expect(guard.check('2468')).toEqual({ ok: true });
  });
});
