import { z } from 'zod';
import { enteredPasswordField, newPasswordField } from './auth.schemas.js';

/** One signed-in session of the account, as the profile lists it (never the session id itself). */
export const accountSessionSchema = z.object({
  id: z.string().meta({ description: 'An opaque id of the session (not its cookie value)' }),
  browser: z.string().nullable().meta({ description: 'e.g. "Firefox 133"; null when unknown' }),
  os: z.string().nullable().meta({ description: 'e.g. "Android 14"; null when unknown' }),
  device: z.enum(['desktop', 'mobile', 'tablet', 'app']),
  firstSeenAt: z
    .string()
    .nullable()
    .meta({ description: 'When this session signed in (null for sessions older than the record)' }),
  lastSeenAt: z.string().meta({
    description: 'The last request seen, up to a minute stale (the store records it once a minute)',
  }),
  current: z.boolean().meta({ description: 'The session that made this request' }),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const sessionIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'Session id must be 32 hexadecimal characters')
    .meta({ pattern: '^[0-9a-f]{32}$' }),
});

export const endedSessionsSchema = z.object({
  ended: z.number().int().meta({ description: 'How many sessions were ended' }),
});
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

export const changePasswordSchema = z.object({
  currentPassword: enteredPasswordField(),
  newPassword: newPasswordField(),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordBody = z.output<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({ password: enteredPasswordField() });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const passwordChangedSchema = z.object({
  success: z.literal(true),
  endedSessions: z.number().int().meta({ description: 'How many other sessions were ended' }),
});

export const accountDeletedSchema = z.object({ success: z.literal(true) });

export const accountExportSchema = z.object({
  exportedAt: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).meta({
    description:
      'Every table holding the account’s rows, by table name, with the columns as stored (no password hash, no tokens, no other account’s rows); `sessions` lists the signed-in sessions',
  }),
});

/** A passkey as the profile lists it (never its key). */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  synced: z.boolean().meta({ description: 'Backed up and synced across the member’s devices' }),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysSchema = z.object({ passkeys: z.array(passkeySchema) });

const base64url = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .min(1, `${field} is required`)
    .max(4096, `${field} must be at most 4096 characters`)
    .regex(/^[A-Za-z0-9_-]*$/, `${field} must be base64url`)
    .meta({ pattern: '^[A-Za-z0-9_-]{1,4096}$', minLength: undefined, maxLength: undefined });

export const passkeyIdParamsSchema = z.object({ id: base64url('Passkey id') });

/** What the browser's WebAuthn call answered, as @simplewebauthn/browser gives it. */
const credential = <R extends z.ZodType>(response: R) =>
  z.object({
    id: base64url('Credential id'),
    rawId: base64url('Credential rawId'),
    type: z.literal('public-key', { error: 'Credential type must be "public-key"' }),
    response,
    clientExtensionResults: z.looseObject({}).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  });

export const passkeyRegistrationSchema = z.object({
  credential: credential(
    z.looseObject({
      clientDataJSON: base64url('clientDataJSON'),
      attestationObject: base64url('attestationObject'),
    }),
  ),
});

export const passkeyLoginSchema = z.object({
  credential: credential(
    z.looseObject({
      clientDataJSON: base64url('clientDataJSON'),
      authenticatorData: base64url('authenticatorData'),
      signature: base64url('signature'),
      userHandle: base64url('userHandle').optional(),
    }),
  ),
});

/** The options for the browser's WebAuthn call (PublicKeyCredentialCreationOptionsJSON or RequestOptionsJSON). */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
