import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One mail as the queue keeps it: rendered when it was asked for, sent as it is. */
export interface OutgoingMail {
  /** The same on every retry, so a receiver can tell a repeat. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through Nodemailer: a small pool of connections, each step with a time limit. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}

/** A mail in the development mailbox. */
export interface MailboxMail extends OutgoingMail {
  id: string;
  from: string;
  date: string;
}

/** The development mailbox: one JSON file a mail in `<dataDir>/mailbox`, newest last by name. */
export class FileMailbox implements MailTransport {
  readonly folder: string;

  constructor(
    dataDir: string,
    private readonly from: string,
  ) {
    this.folder = join(dataDir, 'mailbox');
  }

  async send(mail: OutgoingMail): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const date = new Date().toISOString();
    const id = `${date.replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^a-zA-Z0-9-]/g, '')}`;
    const stored: MailboxMail = { id, from: this.from, date, ...mail };
    await writeFile(join(this.folder, `${id}.json`), JSON.stringify(stored, null, 2));
  }

  close(): void {}

  /** Every mail, newest first. */
  async list(): Promise<MailboxMail[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const files = names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    const mails = await Promise.all(files.map((name) => this.read(name.slice(0, -5))));
    return mails.filter((mail): mail is MailboxMail => mail !== null);
  }

  /** One mail by id; null when there is none (or the id is not one this mailbox makes). */
  async read(id: string): Promise<MailboxMail | null> {
    if (!/^[a-zA-Z0-9-]+$/.test(id)) return null;
    try {
      return JSON.parse(await readFile(join(this.folder, `${id}.json`), 'utf8')) as MailboxMail;
    } catch {
      return null;
    }
  }
}
