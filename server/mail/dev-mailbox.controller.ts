import { Controller, NotFoundException, Param } from '@nestjs/common';
import { z } from 'zod';
import {
  type MailboxEntry,
  mailboxEntrySchema,
  mailboxIdSchema,
  type MailboxMail,
  mailboxMailSchema,
} from '../../shared/schemas/mail.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { MailService } from './mail.service.js';

/**
 * The development mailbox (SMTP_URL unset): every mail the server sent, for the page at
 * /dev/mailbox. Not part of a production server at all (see app.module.ts).
 */
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(private readonly mail: MailService) {}

  @Endpoint('GET', '', {
    tag: 'development',
    summary: 'The mails in the development mailbox, newest first (not in production)',
    response: z.array(mailboxEntrySchema),
    responseDescription: 'Every mail sent, newest first; empty when SMTP_URL is set',
  })
  async list(): Promise<MailboxEntry[]> {
    const mails = (await this.mail.mailbox?.list()) ?? [];
    return mails.map(({ id, to, from, subject, date }) => ({ id, to, from, subject, date }));
  }

  @Endpoint('GET', ':id', {
    tag: 'development',
    summary: 'One mail of the development mailbox, HTML and text (not in production)',
    params: mailboxIdSchema,
    response: mailboxMailSchema,
    responseDescription: 'The mail',
    errors: { 404: 'No mail with this id' },
  })
  async read(@Param('id') id: string): Promise<MailboxMail> {
    const mail = await this.mail.mailbox?.read(id);
    if (!mail) throw new NotFoundException('No mail with this id');
    const { id: mailId, to, from, subject, date, html, text, headers } = mail;
    return { id: mailId, to, from, subject, date, html, text, ...(headers ? { headers } : {}) };
  }
}
