import { z } from 'zod';

/** A mail in the development mailbox, as its list shows it. */
export const mailboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  date: z.string(),
});
export type MailboxEntry = z.infer<typeof mailboxEntrySchema>;

/** One mail of the development mailbox, with both parts. */
export const mailboxMailSchema = mailboxEntrySchema.extend({
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type MailboxMail = z.infer<typeof mailboxMailSchema>;

export const mailboxIdSchema = z.object({
  id: z
    .string()
    .regex(/^[a-zA-Z0-9-]{1,200}$/, 'Mail id may contain only letters, digits and dashes'),
});
