/**
 * The desktop IPC contract: every message between the renderer (through preload/) and the Electron main
 * process, with the zod schema of its arguments and the type of its result. Channel names are `domain:verb`.
 *
 * - `ipcInvoke`: renderer asks, main answers (ipcRenderer.invoke / ipcMain.handle).
 * - `ipcSend`: renderer tells main, no answer (ipcRenderer.send / ipcMain.on).
 * - `ipcEvents`: main tells the renderer (webContents.send / ipcRenderer.on).
 *
 * Main validates every argument with these schemas; the renderer never sees ipcRenderer itself.
 */
import { z } from 'zod';
import { PROGRESS_KEY_PREFIX, READ_KEY_PREFIX } from './constants.js';
import { COMIC_IDS } from './content/comics.js';

/** `comic-progress-{id}` holds a page number, `comic-read-{id}` the flag "true" (as in localStorage). */
const PROGRESS_KEY = new RegExp(
  `^(${PROGRESS_KEY_PREFIX}|${READ_KEY_PREFIX})([a-z0-9][a-z0-9-]{0,63})$`,
);

export const progressKeySchema = z
  .string()
  .regex(PROGRESS_KEY, 'Expected comic-progress-{comicId} or comic-read-{comicId}')
  .refine((key) => COMIC_IDS.includes(PROGRESS_KEY.exec(key)?.[2] ?? ''), 'Unknown comic id');

/** A page number as localStorage keeps it: a non-negative integer written as a string. */
const progressPageSchema = z.string().regex(/^(0|[1-9]\d{0,4})$/, 'Expected a page number');

export const progressEntrySchema = z
  .object({
    key: progressKeySchema,
    /** The new value, or null to remove the key. */
    value: z.string().max(16).nullable(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (entry.value === null) return;
    if (entry.key.startsWith(READ_KEY_PREFIX)) {
      if (entry.value !== 'true') {
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'A read flag must be "true"' });
      }
    } else if (!progressPageSchema.safeParse(entry.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Expected a page number' });
    }
  });

/** Every stored key with its localStorage value. */
const progressMapSchema = z.record(z.string(), z.string());
export type ProgressMap = Record<string, string>;

const appInfoSchema = z.object({
  isDesktop: z.literal(true),
  version: z.string(),
  platform: z.string(),
  kiosk: z.boolean(),
  online: z.boolean(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

const cacheStatusSchema = z.object({
  bytesUsed: z.number().int().nonnegative(),
  bytesCap: z.number().int().positive(),
  entries: z.number().int().nonnegative(),
  online: z.boolean(),
});
export type CacheStatus = z.infer<typeof cacheStatusSchema>;

export const attractSettingsSchema = z.object({
  /** Seconds each cover or hero stays on the attract screen. */
  slideSeconds: z.number().int().min(2).max(120),
  /** The call to action shown on the attract screen. */
  message: z.string().min(1).max(80),
});
export type AttractSettings = z.infer<typeof attractSettingsSchema>;

/** What the renderer may know of the kiosk configuration: never the exit PIN. */
const kioskPublicConfigSchema = z.object({
  idleTimeoutSeconds: z.number().int().positive(),
  promptSeconds: z.number().int().positive(),
  attract: attractSettingsSchema,
  /** The unit's name in the server's list (its sponsor events carry it). */
  kioskId: z.string().optional(),
});
export type KioskPublicConfig = z.infer<typeof kioskPublicConfigSchema>;

const kioskExitArgsSchema = z
  .object({ pin: z.string().min(1, 'Enter the PIN').max(32, 'PIN too long') })
  .strict();

const kioskExitResultSchema = z.object({
  ok: z.boolean(),
  /** Seconds before another attempt is accepted, after too many wrong PINs. */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
});
export type KioskExitResult = z.infer<typeof kioskExitResultSchema>;

/**
 * The kiosk visitor session as main drives it. `prompt` is the "Still there?" question; its countdown
 * starts at `secondsLeft` when the state arrives. `resetting` lasts while cookies and storage are cleared.
 */
const kioskStateSchema = z.discriminatedUnion('phase', [
  z.object({ phase: z.literal('attract') }),
  z.object({ phase: z.literal('active') }),
  z.object({ phase: z.literal('prompt'), secondsLeft: z.number().int().positive() }),
  z.object({ phase: z.literal('resetting') }),
]);
export type KioskState = z.infer<typeof kioskStateSchema>;

/**
 * Where a kiosk visitor may go: reading, heroes, comics, the timeline and the Dubai episode. No login,
 * register, partner or other forms (a kiosk has no on-screen keyboard).
 */
const KIOSK_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/characters\/?$/,
  /^\/comics\/?$/,
  /^\/comics\/dubai-guardians\/?$/,
  /^\/comics\/reader\/[a-z0-9-]{1,64}\/?$/,
  /^\/lore\/?$/,
];

export const isKioskRoute = (pathname: string) => {
  // The Arabic edition of an allowed page (under /ar) is allowed too.
  const english = pathname.replace(/^\/ar(?=\/|$)/, '') || '/';
  return KIOSK_ROUTES.some((route) => route.test(english));
};

/**
 * A file to keep for offline reading as the renderer names it: an `/art/...` image, or an episode
 * published on the server, its cover, a page or its panel data (sent from `/api/episodes/...`).
 */
const offlinePathSchema = z
  .string()
  .max(300)
  .regex(
    /^(\/art\/[A-Za-z0-9][A-Za-z0-9._/-]*\.(svg|png|jpe?g|webp|avif|gif)|\/api\/episodes\/[A-Za-z0-9-]{1,64}(\/cover|\/panels|\/pages\/[0-9]{1,3})?)$/,
    'Expected /art/... or /api/episodes/...',
  );

const offlineArgsSchema = z.object({ paths: z.array(offlinePathSchema).min(1).max(500) }).strict();

const offlineStatusSchema = z.object({
  /** Images readable without the network (shipped with the app or saved on this computer). */
  saved: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** True when saving stopped because the network is down. */
  offline: z.boolean(),
});
export type OfflineStatus = z.infer<typeof offlineStatusSchema>;

/** The kiosk's precache as the staff panel shows it. */
const precacheStatusSchema = z.object({
  total: z.number().int().nonnegative(),
  ready: z.number().int().nonnegative(),
  missing: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  running: z.boolean(),
  lastError: z.string().nullable(),
  nextRetryInSeconds: z.number().int().nonnegative().nullable(),
});
export type PrecacheStatus = z.infer<typeof precacheStatusSchema>;

const none = z.tuple([]);

/** renderer -> main, answered. */
export const ipcInvoke = {
  'app:info': { args: none, result: appInfoSchema },
  'window:toggle-fullscreen': { args: none, result: z.boolean() },
  'window:is-fullscreen': { args: none, result: z.boolean() },
  'cache:status': { args: none, result: cacheStatusSchema },
  'progress:get-all': { args: none, result: progressMapSchema },
  'progress:set': { args: z.tuple([progressEntrySchema]), result: z.void() },
  /** null outside kiosk mode. */
  'kiosk:config': { args: none, result: kioskPublicConfigSchema.nullable() },
  'kiosk:state': { args: none, result: kioskStateSchema.nullable() },
  'kiosk:exit': { args: z.tuple([kioskExitArgsSchema]), result: kioskExitResultSchema },
  'kiosk:reset': { args: none, result: z.void() },
  /** Empties the disk cache of server art (the menu item and the staff panel). */
  'cache:clear': { args: none, result: cacheStatusSchema },
  /** Saves the listed images for offline reading ("Save for offline"). */
  'offline:save': { args: z.tuple([offlineArgsSchema]), result: offlineStatusSchema },
  /** How many of the listed images are readable offline, without touching the network. */
  'offline:status': { args: z.tuple([offlineArgsSchema]), result: offlineStatusSchema },
  /** null outside kiosk mode. */
  'kiosk:precache-status': { args: none, result: precacheStatusSchema.nullable() },
} as const;

/** renderer -> main, fire and forget. */
export const ipcSend = {
  /** A touch, click or key in kiosk mode: keeps the visitor session alive, or starts it from attract. */
  'kiosk:activity': { args: none },
  /** Sent every few seconds by the kiosk page: when it stops, main treats the page as hung. */
  'kiosk:heartbeat': { args: none },
} as const;

/** main -> renderer. */
export const ipcEvents = {
  'app:online-changed': z.boolean(),
  'window:fullscreen-changed': z.boolean(),
  'kiosk:state-changed': kioskStateSchema,
  /** The staff key combination was pressed: show the PIN pad. */
  'kiosk:exit-requested': z.null(),
} as const;

export type IpcInvokeChannel = keyof typeof ipcInvoke;
export type IpcSendChannel = keyof typeof ipcSend;
export type IpcEventChannel = keyof typeof ipcEvents;
export type IpcArgs<C extends IpcInvokeChannel> = z.infer<(typeof ipcInvoke)[C]['args']>;
export type IpcResult<C extends IpcInvokeChannel> = z.infer<(typeof ipcInvoke)[C]['result']>;
export type IpcEventPayload<C extends IpcEventChannel> = z.infer<(typeof ipcEvents)[C]>;
