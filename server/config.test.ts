import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'abtal-config-'));

describe('loadConfig', () => {
  it('defaults to port 5000, the embedded database and a secret kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    // The same secret on the next start, so sessions survive restarts.
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('reads DATABASE_URL and treats an empty one as unset', () => {
    const url = 'postgresql://abtal@db.internal:5432/abtal';
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SESSION_SECRET: 'short',
        NODE_ENV: 'staging',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: PORT must be a number');
    expect(message).toContain(
      'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
    );
    expect(message).toContain('SESSION_SECRET: SESSION_SECRET must be at least 32 characters');
    expect(message).toContain('NODE_ENV');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '70000' })).toThrow(
      'PORT must be between 0 and 65535',
    );
  });
});
