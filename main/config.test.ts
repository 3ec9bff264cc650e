import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEVELOPMENT_API_ORIGIN,
  loadConfig,
  PRODUCTION_API_ORIGIN,
  publicKioskConfig,
} from './config.js';
import { EXAMPLE_PIN, hashPin, verifyPin } from './pin.js';

const PIN_HASH = hashPin('2468');

const files = (map: Record<string, string>) => (path: string) => {
  if (!(path in map)) {
    throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
  }
  return map[path]!;
};

describe('loadConfig: the API origin and the desktop settings', () => {
  it('defaults to the production API when packaged, localhost:5000 in development', () => {
    expect(loadConfig({ argv: [], env: {}, isPackaged: true })).toMatchObject({
      apiOrigin: PRODUCTION_API_ORIGIN,
      kiosk: null,
      cacheMaxBytes: 512 * 1024 * 1024,
    });
    expect(loadConfig({ argv: [], env: {}, isPackaged: false }).apiOrigin).toBe(
      DEVELOPMENT_API_ORIGIN,
    );
  });

  it('takes the API origin from the command line before the environment', () => {
    const config = loadConfig({
      argv: ['--api-origin=https://staging.abtal-universe.com/'],
      env: { API_ORIGIN: 'https://other.example' },
      isPackaged: true,
    });
    expect(config.apiOrigin).toBe('https://staging.abtal-universe.com');
    expect(
      loadConfig({ argv: [], env: { API_ORIGIN: 'http://10.0.0.5:5000' }, isPackaged: false })
        .apiOrigin,
    ).toBe('http://10.0.0.5:5000');
  });

  it('requires https in a packaged app, except for this computer', () => {
    const load = (origin: string) =>
      loadConfig({ argv: [], env: { API_ORIGIN: origin }, isPackaged: true });
    expect(() => load('http://10.0.0.5:5000')).toThrow(
      'Invalid API origin: must use https (http only for localhost): "http://10.0.0.5:5000"',
    );
    expect(load('http://localhost:5000').apiOrigin).toBe('http://localhost:5000');
    expect(load('http://127.0.0.1:5000').apiOrigin).toBe('http://127.0.0.1:5000');
  });

  it('reads the API origin from the settings file, after the command line and environment', () => {
    const readFile = files({
      '/u/settings.json': JSON.stringify({ apiOrigin: 'https://eu.abtal-universe.com' }),
    });
    const base = { argv: [], isPackaged: true, readFile, settingsFile: '/u/settings.json' };
    expect(loadConfig({ ...base, env: {} }).apiOrigin).toBe('https://eu.abtal-universe.com');
    expect(loadConfig({ ...base, env: { API_ORIGIN: 'https://x.example' } }).apiOrigin).toBe(
      'https://x.example',
    );
    // No settings file yet: the defaults.
    expect(loadConfig({ ...base, settingsFile: '/u/none.json', env: {} }).apiOrigin).toBe(
      PRODUCTION_API_ORIGIN,
    );
    const bad = files({ '/u/settings.json': JSON.stringify({ apiOrigin: 'http://x.example' }) });
    expect(() => loadConfig({ ...base, readFile: bad, env: {} })).toThrow(/must use https/);
    const typo = files({ '/u/settings.json': JSON.stringify({ apiorigin: 'https://x.example' }) });
    expect(() => loadConfig({ ...base, readFile: typo, env: {} })).toThrow(
      /^Invalid settings file \/u\/settings\.json: .*Unrecognized key: "apiorigin"/,
    );
  });

  it.each([
    ['ftp://abtal-universe.com', /must be http or https/],
    ['abtal-universe.com', /not a URL/],
    ['https://abtal-universe.com/api', /must be an origin without path/],
  ])('rejects API origin %s', (origin, message) => {
    const load = () => loadConfig({ argv: [`--api-origin=${origin}`], env: {}, isPackaged: true });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('validates the cache size', () => {
    expect(
      loadConfig({ argv: ['--cache-max-mb=64'], env: {}, isPackaged: true }).cacheMaxBytes,
    ).toBe(64 * 1024 * 1024);
    expect(() =>
      loadConfig({ argv: [], env: { ABTAL_CACHE_MAX_MB: 'lots' }, isPackaged: true }),
    ).toThrow(/Invalid cache size/);
  });

  it('uses the renderer dev server only when not packaged', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5174' };
    expect(loadConfig({ argv: [], env, isPackaged: false }).rendererDevUrl).toBe(
      'http://localhost:5174',
    );
    expect(loadConfig({ argv: [], env, isPackaged: true }).rendererDevUrl).toBeNull();
  });
});

describe('loadConfig: kiosk mode', () => {
  it('reads the kiosk config file with defaults filled in', () => {
    const config = loadConfig({
      argv: ['--kiosk-config', '/etc/abtal/kiosk.json'],
      env: {},
      isPackaged: true,
      readFile: files({
        '/etc/abtal/kiosk.json': JSON.stringify({
          exitPinHash: PIN_HASH,
          apiOrigin: 'https://abtal-universe.com',
          attract: { slideSeconds: 8 },
          kioskId: 'dubai-metro-3',
        }),
      }),
    });
    expect(config.kiosk).toEqual({
      idleTimeoutSeconds: 90,
      promptSeconds: 15,
      exitPinHash: PIN_HASH,
      attract: { slideSeconds: 8, message: 'Touch to start' },
      precache: true,
      maxReloadsPerMinute: 3,
      kioskId: 'dubai-metro-3',
      heartbeatToken: null,
      heartbeatSeconds: 60,
    });
  });

  it('--kiosk alone uses the defaults and the PIN from the environment', () => {
    const config = loadConfig({
      argv: ['--kiosk'],
      env: { ABTAL_KIOSK_PIN: '2468' },
      isPackaged: true,
    });
    expect(config.kiosk?.idleTimeoutSeconds).toBe(90);
    expect(verifyPin('2468', config.kiosk!.exitPinHash)).toBe(true);
    expect(JSON.stringify(config)).not.toContain('2468');
  });

  it('refuses a PIN in clear text in the file, and the example PIN anywhere', () => {
    const load =
      (file: object, env: Record<string, string> = {}) =>
      () =>
        loadConfig({
          argv: ['--kiosk-config=/k.json'],
          env,
          isPackaged: true,
          readFile: files({ '/k.json': JSON.stringify(file) }),
        });
    expect(load({ exitPin: '2468' })).toThrow(
      /exitPin: a PIN in clear text is not accepted: put its hash in exitPinHash/,
    );
    expect(load({ exitPinHash: hashPin(EXAMPLE_PIN) })).toThrow(
      /^The kiosk exit PIN is the published example PIN: choose your own/,
    );
    expect(load({}, { ABTAL_KIOSK_PIN: EXAMPLE_PIN })).toThrow(/published example PIN/);
    expect(load({ exitPinHash: 'sha1$abc' })).toThrow(/exitPinHash: must be a PIN hash/);
  });

  it('never exposes the PIN in the public kiosk config', () => {
    const config = loadConfig({
      argv: ['--kiosk'],
      env: { ABTAL_KIOSK_PIN: '2468' },
      isPackaged: true,
    });
    const visible = publicKioskConfig(config.kiosk!);
    expect(JSON.stringify(visible)).not.toContain('2468');
    expect(visible).toEqual({
      idleTimeoutSeconds: 90,
      promptSeconds: 15,
      attract: { slideSeconds: 6, message: 'Touch to start' },
      kioskId: 'kiosk',
    });
  });

  it('refuses kiosk mode without an exit PIN', () => {
    expect(() => loadConfig({ argv: ['--kiosk'], env: {}, isPackaged: true })).toThrow(
      'Kiosk mode needs an exit PIN: set exitPinHash in the kiosk config file or ABTAL_KIOSK_PIN',
    );
  });

  it.each([
    [{ idleTimeoutSeconds: 5 }, /idleTimeoutSeconds: Too small/],
    [{ idleTimeoutSeconds: '90' }, /idleTimeoutSeconds: Invalid input: expected number/],
    [{ kioskId: 'Metro 3' }, /kioskId: must be lower-case letters/],
    [{ heartbeatToken: 'short' }, /heartbeatToken: must be at least 24 characters/],
    [{ idleTimeout: 90 }, /Unrecognized key: "idleTimeout"/],
    [{ idleTimeoutSeconds: 30, promptSeconds: 30 }, /promptSeconds: must be shorter/],
    [{ attract: { slideSeconds: 1 } }, /attract\.slideSeconds/],
    [{ apiOrigin: 'nope' }, /apiOrigin: not a URL/],
  ])('names the bad field in %j', (file, message) => {
    const load = () =>
      loadConfig({
        argv: ['--kiosk-config=/k.json'],
        env: {},
        isPackaged: true,
        readFile: files({ '/k.json': JSON.stringify(file) }),
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/^Invalid kiosk config file \/k\.json: /);
    expect(load).toThrow(message);
  });

  it('reports a missing or broken file clearly', () => {
    expect(() =>
      loadConfig({
        argv: ['--kiosk-config=/missing.json'],
        env: {},
        isPackaged: true,
        readFile: files({}),
      }),
    ).toThrow(/^Cannot read kiosk config file \/missing\.json: ENOENT/);
    expect(() =>
      loadConfig({
        argv: [],
        env: { ABTAL_KIOSK_CONFIG: '/bad.json' },
        isPackaged: true,
        readFile: files({ '/bad.json': '{ idle: 90 }' }),
      }),
    ).toThrow(/^Kiosk config file \/bad\.json is not valid JSON/);
  });
});

describe('the shipped kiosk example', () => {
  it('is a valid kiosk config file that refuses to start until its PIN is changed', async () => {
    const { readFileSync } = await import('node:fs');
    const path = new URL('../build/kiosk/kiosk.example.json', import.meta.url);
    const load = (env: Record<string, string>) =>
      loadConfig({
        argv: [`--kiosk-config=${path.pathname}`],
        env,
        isPackaged: true,
        readFile: (p) => readFileSync(p, 'utf8'),
      });
    expect(() => load({})).toThrow(/published example PIN/);
    const config = load({ ABTAL_KIOSK_PIN: '735194' });
    expect(config.kiosk?.idleTimeoutSeconds).toBe(90);
    expect(config.cacheMaxBytes).toBe(1024 * 1024 * 1024);
  });
});
