import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEVELOPMENT_API_ORIGIN,
  loadConfig,
  PRODUCTION_API_ORIGIN,
  publicKioskConfig,
} from './config.js';

const files = (map: Record<string, string>) => (path: string) => {
  if (!(path in map)) throw new Error(`ENOENT: no such file, open '${path}'`);
  return map[path]!;
};

describe('loadConfig', () => {
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
      loadConfig({ argv: [], env: { API_ORIGIN: 'http://10.0.0.5:5000' }, isPackaged: true })
        .apiOrigin,
    ).toBe('http://10.0.0.5:5000');
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

  it('reads the kiosk config file with defaults filled in', () => {
    const config = loadConfig({
      argv: ['--kiosk-config', '/etc/abtal/kiosk.json'],
      env: {},
      isPackaged: true,
      readFile: files({
        '/etc/abtal/kiosk.json': JSON.stringify({
          exitPin: '482913',
          apiOrigin: 'https://abtal-universe.com',
          attract: { slideSeconds: 8 },
        }),
      }),
    });
    expect(config.kiosk).toEqual({
      idleTimeoutSeconds: 90,
      promptSeconds: 15,
      exitPin: '482913',
      attract: { slideSeconds: 8, message: 'Touch to start' },
      precache: true,
      maxReloadsPerMinute: 3,
    });
  });

  it('--kiosk alone uses the defaults and the PIN from the environment', () => {
    const config = loadConfig({
      argv: ['--kiosk'],
      env: { ABTAL_KIOSK_PIN: '2468' },
      isPackaged: true,
    });
    expect(config.kiosk?.idleTimeoutSeconds).toBe(90);
    expect(config.kiosk?.exitPin).toBe('2468');
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
    });
  });

  it('refuses kiosk mode without an exit PIN', () => {
    expect(() => loadConfig({ argv: ['--kiosk'], env: {}, isPackaged: true })).toThrow(
      'Kiosk mode needs an exit PIN: set exitPin in the kiosk config file or ABTAL_KIOSK_PIN',
    );
  });

  it.each([
    [{ exitPin: '1234', idleTimeoutSeconds: 5 }, /idleTimeoutSeconds: Too small/],
    [
      { exitPin: '1234', idleTimeoutSeconds: '90' },
      /idleTimeoutSeconds: Invalid input: expected number/,
    ],
    [{ exitPin: '12' }, /exitPin: must be 4 to 12 digits/],
    [{ exitPin: 'abcd' }, /exitPin: must be 4 to 12 digits/],
    [{ exitPin: '1234', idleTimeout: 90 }, /Unrecognized key: "idleTimeout"/],
    [
      { exitPin: '1234', idleTimeoutSeconds: 30, promptSeconds: 30 },
      /promptSeconds: must be shorter/,
    ],
    [{ exitPin: '1234', attract: { slideSeconds: 1 } }, /attract\.slideSeconds/],
    [{ exitPin: '1234', apiOrigin: 'nope' }, /apiOrigin: not a URL/],
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

describe('the shipped kiosk example', () => {
  it('is a valid kiosk config file', async () => {
    const { readFileSync } = await import('node:fs');
    const path = new URL('../build/kiosk/kiosk.example.json', import.meta.url);
    const config = loadConfig({
      argv: [`--kiosk-config=${path.pathname}`],
      env: {},
      isPackaged: true,
      readFile: (p) => readFileSync(p, 'utf8'),
    });
    expect(config.kiosk?.idleTimeoutSeconds).toBe(90);
    expect(config.cacheMaxBytes).toBe(1024 * 1024 * 1024);
  });
});
