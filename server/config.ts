import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseStorageUrl, type S3StorageConfig } from './storage/storage-url.js';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** A port of its own for the load balancer's health checks (docs/operations.md); unset: none. */
  HEALTH_PORT: z.coerce
    .number({ error: 'HEALTH_PORT must be a number' })
    .int('HEALTH_PORT must be a whole number')
    .min(1, 'HEALTH_PORT must be between 1 and 65535')
    .max(65535, 'HEALTH_PORT must be between 1 and 65535')
    .optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => !value || /^postgres(ql)?:\/\//.test(value), {
      message: 'DATABASE_URL must start with postgres:// or postgresql://',
    }),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((value) => !value || value.length >= 32, {
      message: 'SESSION_SECRET must be at least 32 characters',
    }),
  /** Extra origins (comma separated) allowed to send state-changing requests, e.g. the desktop app. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Requests per minute per client on login, register and the public forms. */
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'RATE_LIMIT_PER_MINUTE must be a number' })
    .int()
    .min(1, 'RATE_LIMIT_PER_MINUTE must be at least 1')
    .default(20),
  WEB_DIST: z.string().default('dist/web'),
  /** Accounts (comma separated e-mails) that become ADMIN when they register or sign in. */
  ADMIN_EMAILS: z.string().default(''),
  /** Where the page images of server episodes are read from (never served as static files). */
  EPISODE_ART_DIR: z.string().min(1).default('server/content/episode-art'),
  /** The token kiosk units send with their heartbeats; unset: heartbeats are refused. */
  /** How long a stopping server may take to finish the requests in flight. */
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'SHUTDOWN_TIMEOUT_MS must be a number' })
    .int('SHUTDOWN_TIMEOUT_MS must be a whole number')
    .min(0, 'SHUTDOWN_TIMEOUT_MS must be at least 0')
    .default(10_000),
  /** The SMTP server mail goes to, e.g. smtps://user:pass@smtp.example.com:465; required in production. */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => !value || /^smtps?:\/\//.test(value), {
      message: 'SMTP_URL must start with smtp:// or smtps://',
    }),
  /** The site's address as members reach it, for the links in mails (default http://localhost:PORT). */
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.replace(/\/+$/, '') : undefined))
    .refine((value) => !value || /^https?:\/\/[^/]+$/.test(value), {
      message: 'PUBLIC_URL must be an http:// or https:// origin, e.g. https://abtal-universe.com',
    }),
  /** The sender of every mail. */
  MAIL_FROM: z.string().trim().min(3).default('Abtal Universe <no-reply@abtal-universe.com>'),
  /** Whether this process runs queued jobs (mail, ...): `on` (default) or `off`. */
  JOB_WORKER: z.enum(['on', 'off'], { error: 'JOB_WORKER must be on or off' }).default('on'),
  /** Stripe's secret API key: with STRIPE_WEBHOOK_SECRET, payments go through Stripe. */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** The signing secret of the Stripe webhook endpoint (/api/billing/webhooks/stripe). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** Another address for Stripe's API (stripe-mock, a recording stand-in); Stripe's own when unset. */
  STRIPE_API_URL: z.url({ error: 'STRIPE_API_URL must be a URL' }).optional(),
  /** Where uploads are kept: unset, the database; `s3://KEY:SECRET@bucket/prefix?endpoint=...&region=...`, an S3-compatible storage. */
  STORAGE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** How often an idle job worker looks for due jobs (milliseconds). */
  JOB_POLL_MS: z.coerce
    .number({ error: 'JOB_POLL_MS must be a number' })
    .int('JOB_POLL_MS must be a whole number')
    .min(10, 'JOB_POLL_MS must be at least 10')
    .default(1000),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset: health only at /api/health on `port`. */
  healthPort?: number;
  /** Unset: the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  webDist: string;
  adminEmails?: string[];
  /** Unset: server/content/episode-art under the working folder. */
  episodeArtDir?: string;
  shutdownTimeoutMs: number;
  /** Unset: mail goes to the development mailbox in `dataDir` (refused in production). */
  smtpUrl?: string;
  mailFrom: string;
  /** The origin links in mails point at. */
  publicUrl: string;
  /** Whether this process runs queued jobs. */
  jobWorker: boolean;
  jobPollMs: number;
  /** Both set: Stripe takes payments; neither: the built-in test provider (not in production). */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  /** Set: uploads go to this S3-compatible storage; unset: to the database. */
  storage?: S3StorageConfig;
}

export class ConfigError extends Error {}

/** Reads the session secret from DATA_DIR, creating it the first time, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  try {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(
      `Cannot write to the data folder ${dataDir} (${code}): make it writable for this user, set DATA_DIR to another folder, or set SESSION_SECRET.`,
    );
  }
}

function storageOf(value: string, env: NodeJS.ProcessEnv): S3StorageConfig {
  try {
    return parseStorageUrl(value, env);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  STORAGE_URL: ${(error as Error).message}`);
  }
}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.SESSION_SECRET) {
    // Every server on the database must sign cookies with the same secret.
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required in production with DATABASE_URL (the same value on every server)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (the SMTP server mail is sent through, e.g. smtps://user:password@smtp.example.com:465)',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments through Stripe, or neither`,
    );
  }
  return {
    ...(e.STORAGE_URL ? { storage: storageOf(e.STORAGE_URL, env) } : {}),
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    healthPort: e.HEALTH_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    allowedOrigins: e.ALLOWED_ORIGINS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webDist: resolve(e.WEB_DIST),
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    episodeArtDir: resolve(e.EPISODE_ART_DIR),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    jobWorker: e.JOB_WORKER === 'on',
    jobPollMs: e.JOB_POLL_MS,
    ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          stripe: {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
          },
        }
      : {}),
  };
}
