// Operator commands that call the running server's API as an ADMIN account:
//   npm run admin -- grant-tier <email> <TIER>
//   npm run admin -- grant-admin <email>      (the account becomes ADMIN until taken back)
//   npm run admin -- revoke-admin <email>     (takes back an ADMIN role granted so)
// ABTAL_URL (default http://127.0.0.1:$PORT or :5000) names the server; ABTAL_ADMIN_EMAIL and
// ABTAL_ADMIN_PASSWORD the administrator (an ADMIN account: a confirmed address in the server's
// ADMIN_EMAILS, or one an admin made ADMIN). Each change is in the audit log under that account.
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { TIERS } from '../../shared/enums.js';
import {
  adminUserSchema,
  type AdminUser,
  TIER_MESSAGE,
} from '../../shared/schemas/admin.schemas.js';
import { SESSION_COOKIE_NAME } from '../common/session.js';

const USAGE = [
  'Usage: npm run admin -- grant-tier <email> <TIER>   (TIER: FREE, SILVER, GOLD or PLATINUM)',
  '       npm run admin -- grant-admin <email>',
  '       npm run admin -- revoke-admin <email>',
].join('\n');

const memberEmail = z.email({ error: 'The first argument must be the member’s email' });
const argsSchema = z.union([
  z.tuple([
    z.literal('grant-tier'),
    memberEmail,
    z
      .string()
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(TIERS, { error: TIER_MESSAGE })),
  ]),
  z.tuple([z.enum(['grant-admin', 'revoke-admin']), memberEmail]),
]);

const envSchema = z.object({
  ABTAL_URL: z
    .url({ error: 'ABTAL_URL must be the server’s address, e.g. http://127.0.0.1:5000' })
    .optional(),
  PORT: z.string().optional(),
  ABTAL_ADMIN_EMAIL: z.email({ error: 'Set ABTAL_ADMIN_EMAIL to an ADMIN account’s email' }),
  ABTAL_ADMIN_PASSWORD: z
    .string({ error: 'Set ABTAL_ADMIN_PASSWORD' })
    .min(1, 'Set ABTAL_ADMIN_PASSWORD'),
});

export interface AdminClientOptions {
  baseUrl: string;
  adminEmail: string;
  adminPassword: string;
}

async function call(
  options: AdminClientOptions,
  path: string,
  init: RequestInit & { cookie?: string } = {},
): Promise<Response> {
  const { cookie, ...rest } = init;
  const res = await fetch(new URL(path, options.baseUrl), {
    ...rest,
    headers: {
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });
  if (!res.ok) {
    const text = await res.text();
    let message = text || res.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON: the text as it came
    }
    throw new Error(`${res.status}: ${message} (${init.method ?? 'GET'} ${path})`);
  }
  return res;
}

/** Signs in as the administrator, finds the member by email, runs `change` on them, signs out. */
async function onMember(
  options: AdminClientOptions,
  email: string,
  change: (id: string, cookie: string) => Promise<Response>,
): Promise<AdminUser> {
  const login = await call(options, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: options.adminEmail, password: options.adminPassword }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!cookie) throw new Error('The server did not start a session for the administrator');
  try {
    const found = adminUserSchema.parse(
      await (
        await call(options, `/api/admin/users?email=${encodeURIComponent(email)}`, { cookie })
      ).json(),
    );
    return adminUserSchema.parse(await (await change(found.id, cookie)).json());
  } finally {
    await fetch(new URL('/api/auth/logout', options.baseUrl), {
      method: 'POST',
      headers: { cookie },
    }).catch(() => undefined);
  }
}

/** Grants the member a tier. */
export function grantTier(
  options: AdminClientOptions,
  email: string,
  tier: (typeof TIERS)[number],
): Promise<AdminUser> {
  return onMember(options, email, (id, cookie) =>
    call(options, `/api/admin/users/${id}/tier`, {
      method: 'PUT',
      body: JSON.stringify({ tier }),
      cookie,
    }),
  );
}

/** Makes the member ADMIN (`admin`), or takes back the ADMIN role an admin granted them. */
export function setAdmin(
  options: AdminClientOptions,
  email: string,
  admin: boolean,
): Promise<AdminUser> {
  return onMember(options, email, (id, cookie) =>
    call(options, `/api/admin/users/${id}/admin`, { method: admin ? 'PUT' : 'DELETE', cookie }),
  );
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const args = argsSchema.safeParse(argv);
  if (!args.success) {
    const known = argv.length === (argv[0] === 'grant-tier' ? 3 : 2);
    const issue = args.error.issues.find((i) => i.code === 'invalid_union')?.errors?.flat()[0];
    if (known && issue?.message) console.error(issue.message);
    console.error(USAGE);
    return 2;
  }
  const config = envSchema.safeParse(env);
  if (!config.success) {
    for (const issue of config.error.issues) console.error(issue.message);
    return 2;
  }
  const options = {
    baseUrl: config.data.ABTAL_URL ?? `http://127.0.0.1:${config.data.PORT ?? 5000}`,
    adminEmail: config.data.ABTAL_ADMIN_EMAIL,
    adminPassword: config.data.ABTAL_ADMIN_PASSWORD,
  };
  if (args.data[0] !== 'grant-tier') {
    const admin = args.data[0] === 'grant-admin';
    const user = await setAdmin(options, args.data[1], admin);
    console.log(`${user.email} is ${user.role === 'ADMIN' ? 'ADMIN' : 'no longer ADMIN'}.`);
    return 0;
  }
  const [, email, tier] = args.data;
  const user = await grantTier(options, email, tier);
  const renews = user.subscription?.currentPeriodEnd;
  console.log(
    `${user.email} now holds ${user.tier}${renews && user.subscription?.status === 'ACTIVE' ? `, renewing ${renews.slice(0, 10)}` : ''}.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
