import { expect, type Page } from './fixtures';

/** One mail in the development mailbox (the e2e server has no SMTP_URL). */
export interface MailboxMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** The newest mail to `email` whose subject matches, read whole from the development mailbox. */
export async function newestMail(
  page: Pick<Page, 'request'>,
  email: string,
  subject: RegExp = /./,
): Promise<MailboxMail> {
  let found: { id: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/dev/mailbox')).json()) as MailboxMail[];
        found = list.find((mail) => mail.to === email && subject.test(mail.subject));
        return found?.id;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return (await (await page.request.get(`/api/dev/mailbox/${found!.id}`)).json()) as MailboxMail;
}

/** The link to `path` in a mail's text, as a path (with its fragment) on the test server. */
export function linkIn(mail: MailboxMail, path: string): string {
  const url = new URL(new RegExp(`https?://\\S+${path}(#token=[\\w.-]+)?`).exec(mail.text)![0]);
  return url.pathname + url.hash;
}
