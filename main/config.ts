import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { attractSettingsSchema, type KioskPublicConfig } from '../shared/ipc.js';
import { EXAMPLE_PIN, hashPin, isPinHash, verifyPin } from './pin.js';

export const PRODUCTION_API_ORIGIN = 'https://abtal-universe.com';
export const DEVELOPMENT_API_ORIGIN = 'http://localhost:5000';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** An http(s) origin: scheme, host and optional port, nothing else (a trailing slash is tolerated). */
const originSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `not a URL: "${value}"` });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: `must be http or https: "${value}"` });
      return z.NEVER;
    }
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
      ctx.addIssue({
        code: 'custom',
        message: `must be an origin without path or query: "${value}"`,
      });
      return z.NEVER;
    }
    return url.origin;
  });

const pinSchema = z.string().regex(/^\d{4,12}$/, 'must be 4 to 12 digits');

const HASH_HINT = 'abtal-universe --hash-pin=<PIN> prints it';
const pinHashSchema = z.string().refine(isPinHash, `must be a PIN hash (${HASH_HINT})`);

/** A packaged app talks to its server over https; plain http only to this computer. */
function requireHttps(origin: string, label: string): string {
  const { protocol, hostname } = new URL(origin);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  if (protocol !== 'https:' && !local) {
    throw new ConfigError(
      `Invalid ${label}: must use https (http only for localhost): "${origin}"`,
    );
  }
  return origin;
}

/** The desktop settings file (`settings.json` in the user data folder, or ABTAL_SETTINGS). */
const settingsFileSchema = z
  .object({
    apiOrigin: originSchema.optional(),
    cacheMaxMegabytes: z.number().int().min(16).max(100_000).optional(),
  })
  .strict();

/** The kiosk configuration file (JSON). Unknown keys are refused so that typos do not pass silently. */
const kioskFileSchema = z
  .object({
    idleTimeoutSeconds: z.number().int().min(20).max(3600).default(90),
    promptSeconds: z.number().int().min(5).max(120).default(15),
    exitPin: z
      .unknown()
      .optional()
      .refine(
        (value) => value === undefined,
        `a PIN in clear text is not accepted: put its hash in exitPinHash (${HASH_HINT})`,
      ),
    exitPinHash: pinHashSchema.optional(),
    /** Names this unit in the server's list of kiosks. */
    kioskId: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be lower-case letters, digits and dashes')
      .default('kiosk'),
    /** This kiosk's own credential, issued when it was enrolled in the console; unset: no heartbeat. */
    heartbeatToken: z.string().min(24, 'must be at least 24 characters').optional(),
    heartbeatSeconds: z.number().int().min(15).max(3600).default(60),
    apiOrigin: originSchema.optional(),
    attract: attractSettingsSchema
      .partial()
      .strict()
      .default({})
      .transform((attract) => ({ slideSeconds: 6, message: 'Touch to start', ...attract })),
    precache: z.boolean().default(true),
    cacheMaxMegabytes: z.number().int().min(16).max(100_000).optional(),
    maxReloadsPerMinute: z.number().int().min(1).max(20).default(3),
  })
  .strict()
  .refine((file) => file.promptSeconds < file.idleTimeoutSeconds, {
    path: ['promptSeconds'],
    message: 'must be shorter than idleTimeoutSeconds',
  });
type KioskFile = z.infer<typeof kioskFileSchema>;

export interface KioskConfig extends KioskPublicConfig {
  /** Salted scrypt hash of the staff exit PIN (see pin.ts). */
  exitPinHash: string;
  precache: boolean;
  maxReloadsPerMinute: number;
  kioskId: string;
  heartbeatToken: string | null;
  heartbeatSeconds: number;
}

export interface AppConfig {
  apiOrigin: string;
  /** Size cap of the comic asset cache in bytes. */
  cacheMaxBytes: number;
  /** null when the app runs as the ordinary desktop reader. */
  kiosk: KioskConfig | null;
  /** The renderer dev server during `electron-vite dev`, else null. */
  rendererDevUrl: string | null;
}

export interface ConfigSources {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** app.isPackaged: chooses the default API origin. */
  isPackaged: boolean;
  readFile?: (path: string) => string;
  /** The desktop settings file; a missing file is fine. */
  settingsFile?: string;
}

const DEFAULT_CACHE_MB = 512;

function flagValue(argv: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith(prefix)) return arg.slice(prefix.length);
    if (arg === `--${name}` && argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) {
      return argv[i + 1];
    }
  }
  return undefined;
}

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, label: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ConfigError(`Invalid ${label}: ${describe(result.error)}`);
  return result.data;
}

function readJsonFile<T>(
  path: string,
  readFile: (path: string) => string,
  schema: z.ZodType<T>,
  label: string,
  optional = false,
): T | null {
  let text: string;
  try {
    text = readFile(path);
  } catch (error) {
    if (optional && (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new ConfigError(`Cannot read ${label} ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const what = label.charAt(0).toUpperCase() + label.slice(1);
    throw new ConfigError(`${what} ${path} is not valid JSON: ${(error as Error).message}`);
  }
  return parseWith(schema, json, `${label} ${path}`);
}

/** The exit PIN hash from the environment (hashed here) or the file; the example PIN is refused. */
function exitPinHash(env: ConfigSources['env'], file: KioskFile): string {
  const fromEnv = env.ABTAL_KIOSK_PIN;
  if (fromEnv === undefined && file.exitPinHash === undefined) {
    // An unattended kiosk without a way out for staff would have to be killed from outside.
    throw new ConfigError(
      'Kiosk mode needs an exit PIN: set exitPinHash in the kiosk config file or ABTAL_KIOSK_PIN',
    );
  }
  const hash =
    fromEnv !== undefined
      ? hashPin(parseWith(pinSchema, fromEnv, 'exit PIN (ABTAL_KIOSK_PIN)'))
      : file.exitPinHash!;
  if (verifyPin(EXAMPLE_PIN, hash)) {
    throw new ConfigError(
      `The kiosk exit PIN is the published example PIN: choose your own (${HASH_HINT})`,
    );
  }
  return hash;
}

/**
 * Reads the configuration once at start. Precedence: command line, then environment, then the kiosk
 * config file, then defaults. Throws ConfigError with every problem spelled out.
 *
 * Command line: --kiosk, --kiosk-config=<file>, --api-origin=<origin>, --cache-max-mb=<n>.
 * Environment: ABTAL_KIOSK=1, ABTAL_KIOSK_CONFIG, API_ORIGIN, ABTAL_CACHE_MAX_MB, ABTAL_KIOSK_PIN,
 * ABTAL_KIOSK_TOKEN, ABTAL_SETTINGS, ELECTRON_RENDERER_URL (set by electron-vite dev).
 * Then the kiosk file, then the desktop settings file (`apiOrigin`, `cacheMaxMegabytes`).
 */
export function loadConfig(sources: ConfigSources): AppConfig {
  const { argv, env } = sources;
  const readFile = sources.readFile ?? ((path: string) => readFileSync(path, 'utf8'));

  const kioskFilePath = flagValue(argv, 'kiosk-config') ?? env.ABTAL_KIOSK_CONFIG;
  const kioskFlag =
    argv.includes('--kiosk') || env.ABTAL_KIOSK === '1' || env.ABTAL_KIOSK === 'true';
  const file = kioskFilePath
    ? readJsonFile(kioskFilePath, readFile, kioskFileSchema, 'kiosk config file')
    : null;
  const kioskMode = kioskFlag || file !== null;
  const settingsPath = env.ABTAL_SETTINGS ?? sources.settingsFile;
  const settings = settingsPath
    ? readJsonFile(settingsPath, readFile, settingsFileSchema, 'settings file', !env.ABTAL_SETTINGS)
    : null;

  const apiOriginRaw = flagValue(argv, 'api-origin') ?? env.API_ORIGIN;
  const apiOrigin =
    apiOriginRaw !== undefined
      ? parseWith(originSchema, apiOriginRaw, 'API origin (--api-origin / API_ORIGIN)')
      : (file?.apiOrigin ??
        settings?.apiOrigin ??
        (sources.isPackaged ? PRODUCTION_API_ORIGIN : DEVELOPMENT_API_ORIGIN));
  if (sources.isPackaged) requireHttps(apiOrigin, 'API origin');

  const cacheRaw = flagValue(argv, 'cache-max-mb') ?? env.ABTAL_CACHE_MAX_MB;
  const cacheMb =
    cacheRaw !== undefined
      ? parseWith(
          z.coerce.number().int().min(16).max(100_000),
          cacheRaw,
          'cache size (--cache-max-mb / ABTAL_CACHE_MAX_MB)',
        )
      : (file?.cacheMaxMegabytes ?? settings?.cacheMaxMegabytes ?? DEFAULT_CACHE_MB);

  let kiosk: KioskConfig | null = null;
  if (kioskMode) {
    const base = file ?? parseWith(kioskFileSchema, {}, 'kiosk defaults');
    kiosk = {
      idleTimeoutSeconds: base.idleTimeoutSeconds,
      promptSeconds: base.promptSeconds,
      attract: base.attract,
      exitPinHash: exitPinHash(env, base),
      precache: base.precache,
      maxReloadsPerMinute: base.maxReloadsPerMinute,
      kioskId: base.kioskId,
      heartbeatToken: env.ABTAL_KIOSK_TOKEN ?? base.heartbeatToken ?? null,
      heartbeatSeconds: base.heartbeatSeconds,
    };
  }

  const devUrl = env.ELECTRON_RENDERER_URL;
  return {
    apiOrigin,
    cacheMaxBytes: cacheMb * 1024 * 1024,
    kiosk,
    rendererDevUrl: !sources.isPackaged && devUrl ? devUrl : null,
  };
}

/** The part of the kiosk configuration the renderer may see. */
export function publicKioskConfig(kiosk: KioskConfig): KioskPublicConfig {
  return {
    idleTimeoutSeconds: kiosk.idleTimeoutSeconds,
    promptSeconds: kiosk.promptSeconds,
    attract: { ...kiosk.attract },
    kioskId: kiosk.kioskId,
  };
}
