import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

  it('reads STORAGE_URL, and names it when it is wrong', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).storage).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        STORAGE_URL: 's3://K:S@pages?endpoint=http://127.0.0.1:9000',
      }).storage,
    ).toMatchObject({ bucket: 'pages', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'K' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE_URL: 's3://pages' })).toThrow(
      /STORAGE_URL: STORAGE_URL needs credentials/,
    );
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '70000' })).toThrow(
      'PORT must be between 0 and 65535',
    );
  });

  it('serves health on HEALTH_PORT when set, and names a bad one', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).healthPort).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), HEALTH_PORT: '5001' }).healthPort).toBe(5001);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HEALTH_PORT: 'ninety' })).toThrow(
      'HEALTH_PORT: HEALTH_PORT must be a number',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), HEALTH_PORT: '0' })).toThrow(
      'HEALTH_PORT must be between 1 and 65535',
    );
  });

  it('requires a shared SESSION_SECRET in production with DATABASE_URL', () => {
    const env = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://abtal@db.internal:5432/abtal',
      SMTP_URL: 'smtp://mail.internal:587',
    };
    expect(() => loadConfig(env)).toThrow(
      'SESSION_SECRET: required in production with DATABASE_URL (the same value on every server)',
    );
    const secret = 'a-shared-secret-of-at-least-32-characters';
    expect(loadConfig({ ...env, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    // Development on a real database may still keep its secret in DATA_DIR.
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).sessionSecret.length).toBeGreaterThan(
      31,
    );
  });

  it('reports a DATA_DIR where the secret cannot be written in one line', () => {
    const file = join(dataDir(), 'a-file');
    writeFileSync(file, '');
    expect(() => loadConfig({ DATA_DIR: join(file, 'data') })).toThrow(
      new RegExp(`^Cannot write to the data folder ${file}/data \\(ENOTDIR\\)`),
    );
  });

  it('reads SHUTDOWN_TIMEOUT_MS, 10 s by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(
      2500,
    );
  });

  it('sends mail through SMTP_URL, required in production; unset elsewhere means the mailbox', () => {
    const env = { DATA_DIR: dataDir(), NODE_ENV: 'production' };
    expect(() => loadConfig(env)).toThrow('SMTP_URL: required in production');
    const url = 'smtps://abtal:secret@smtp.example.com:465';
    expect(loadConfig({ ...env, SMTP_URL: url }).smtpUrl).toBe(url);
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: '' }).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'http://x' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
  });

  it('runs the job worker unless JOB_WORKER=off, polling every JOB_POLL_MS', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.jobWorker).toBe(true);
    expect(config.jobPollMs).toBe(1000);
    expect(loadConfig({ DATA_DIR: dataDir(), JOB_WORKER: 'off' }).jobWorker).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JOB_WORKER: 'maybe' })).toThrow(
      'JOB_WORKER must be on or off',
    );
  });

  it('links mails to PUBLIC_URL, by default this server on localhost', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '5300' }).publicUrl).toBe(
      'http://localhost:5300',
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://abtal-universe.com/' }).publicUrl,
    ).toBe('https://abtal-universe.com');
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'abtal.com' })).toThrow(
      'PUBLIC_URL must be an http:// or https:// origin',
    );
  });
});
