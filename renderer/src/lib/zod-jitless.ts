/**
 * zod compiles a fast parser with `new Function` when it may: it tries once, and under the site's
 * CSP (no 'unsafe-eval') the caught attempt is still reported as a script-src violation on every
 * page. Said before any schema is built (each object schema reads it when made), without loading
 * zod here (it comes later, with the first check): zod keeps its settings on this global, shared
 * by its full and small builds (`globalConfig` in zod/v4/core, which `z.config()` sets).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
