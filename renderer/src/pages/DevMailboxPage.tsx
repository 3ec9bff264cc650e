import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';
import { getQueryFn, lazySchema } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { MAIL_ACCOUNT_NS } from '../lib/i18n/namespaces/mailAccount';

const schemas = () => import('@shared/schemas/mail.schemas');
const listSchema = lazySchema(async () => (await schemas()).mailboxEntrySchema.array());
const mailSchema = lazySchema(async () => (await schemas()).mailboxMailSchema);

const LINK = /https?:\/\/[^\s<>"]+/g;

/** One mail: its headers, its links, the HTML part (sandboxed) and the text part. */
function MailView({ id }: { id: string }) {
  const { t } = useTranslation(MAIL_ACCOUNT_NS);
  const mail = useQuery({ queryKey: ['/api/dev/mailbox', id], queryFn: getQueryFn(mailSchema) });
  if (!mail.data) return <Spinner />;
  const { subject, to, from, date, html, text } = mail.data;
  return (
    <article className="flex flex-col gap-4" aria-label={subject}>
      <h2 className="text-xl font-bold">{subject}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm text-mist">
        <dt>{t('devMailbox.from')}</dt>
        <dd>{from}</dd>
        <dt>{t('devMailbox.to')}</dt>
        <dd>{to}</dd>
        <dt>{t('devMailbox.date')}</dt>
        <dd>{date}</dd>
      </dl>
      <ul className="flex flex-col gap-1 text-sm">
        {[...new Set(text.match(LINK) ?? [])].map((url) => (
          <li key={url}>
            <a href={url} className="break-all text-gold underline">
              {url}
            </a>
          </li>
        ))}
      </ul>
      <iframe
        title={subject}
        srcDoc={html}
        sandbox=""
        className="h-[28rem] w-full rounded-lg bg-white"
      />
      <h3 className="font-semibold">{t('devMailbox.text')}</h3>
      <pre className="whitespace-pre-wrap rounded-lg bg-night p-4 text-sm">{text}</pre>
    </article>
  );
}

/** The development mailbox (no SMTP_URL): every mail the server sent, newest first. */
export default function DevMailboxPage() {
  const { t } = useTranslation(MAIL_ACCOUNT_NS);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = useQuery({ queryKey: ['/api/dev/mailbox'], queryFn: getQueryFn(listSchema) });
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('devMailbox.title')}</h1>
          <p className="text-mist">{t('devMailbox.intro')}</p>
        </div>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('devMailbox.refresh')}
        </Button>
      </header>
      <div className="grid gap-6 md:grid-cols-[20rem_1fr]">
        <ul className="flex flex-col gap-2" aria-label={t('devMailbox.title')}>
          {list.data?.length === 0 && <li className="text-mist">{t('devMailbox.empty')}</li>}
          {list.data?.map((mail) => (
            <li key={mail.id}>
              <button
                type="button"
                onClick={() => setChosen(mail.id)}
                aria-current={chosen === mail.id}
                className="w-full rounded-lg border border-line p-3 text-start hover:bg-dusk aria-[current=true]:border-gold"
              >
                <span className="block font-semibold">{mail.subject}</span>
                <span className="block text-sm text-mist">{mail.to}</span>
              </button>
            </li>
          ))}
        </ul>
        {chosen ? <MailView id={chosen} /> : <p className="text-mist">{t('devMailbox.choose')}</p>}
      </div>
    </section>
  );
}
