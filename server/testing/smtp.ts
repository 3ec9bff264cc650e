import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AppConfig } from '../config.js';
import { createTestApp } from './test-app.js';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail received, parsed, in the order they arrived. */
  mails: ParsedMail[];
  /** Resolves once `count` mails have arrived (fails after `timeoutMs`). */
  waitForMails(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (port 0: any free one) that keeps what it receives. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    async waitForMails(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${mails.length} of ${count} mails arrived within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app with its job worker sending through a real SMTP server of its own. */
export async function createMailTestApp(overrides: Partial<AppConfig> = {}) {
  const smtp = await startSmtpServer();
  const t = await createTestApp({
    smtpUrl: smtp.url,
    jobWorker: true,
    jobPollMs: 50,
    ...overrides,
  });
  return {
    smtp,
    t,
    /** The app first: its pooled SMTP connection ends with it, so the server closes at once. */
    async close() {
      await t.close();
      await smtp.stop();
    },
  };
}
