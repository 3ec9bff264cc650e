import type { AccountSession } from '@shared/schemas/account.schemas';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { ACCOUNT_NS } from '../../../lib/i18n/namespaces/account';
import { errorText } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { useAccountSessions, useEndSessions } from '../api/account.api';
import { AccountSection } from './AccountSection';

/** A moment in the reader's own time zone: Nov 29, 2026, 1:39 AM. */
const when = (iso: string, language: 'en' | 'ar') =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** The profile's list of signed-in browsers and devices, each of which can be logged out. */
export function SessionsSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const language = useEdition();
  const { data, isError } = useAccountSessions();
  const end = useEndSessions();
  const { toast } = useToast();
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current).length;

  const label = (session: AccountSession) =>
    t('sessions.on', {
      browser: session.browser ?? t('sessions.unknownBrowser'),
      system: session.os ?? t('sessions.unknownSystem'),
    });

  const run = (id?: string) =>
    end.mutate(id, {
      onSuccess: ({ ended }) =>
        toast(
          id
            ? { title: t('sessions.ended'), description: t('sessions.endedText') }
            : {
                title: t('sessions.endedOthers'),
                description: t('sessions.endedOthersText', { count: ended }),
              },
        ),
      onError: (error) =>
        toast({
          title: t('sessions.failed'),
          description: errorText(error, ''),
          variant: 'destructive',
        }),
    });

  return (
    <AccountSection id="sessions" title={t('sessions.heading')} intro={t('sessions.intro')}>
      {isError && <p className="text-danger">{t('sessions.loadFailed')}</p>}
      <ul className="flex flex-col gap-3" aria-label={t('sessions.heading')}>
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4"
          >
            <div className="min-w-0">
              <p className="font-semibold text-sand">
                <bdi>{label(session)}</bdi>
                <span className="ms-2 text-sm text-mist">
                  {t(`sessions.device.${session.device}`)}
                </span>
                {session.current && (
                  <span className="ms-2 rounded-full bg-gold/15 px-2 py-0.5 text-xs font-semibold text-gold">
                    {t('sessions.thisDevice')}
                  </span>
                )}
              </p>
              <p className="text-sm text-mist">
                {session.firstSeenAt && (
                  <span className="me-3">
                    {t('sessions.firstSeen', { date: when(session.firstSeenAt, language) })}
                  </span>
                )}
                <span>{t('sessions.lastSeen', { date: when(session.lastSeenAt, language) })}</span>
              </p>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                size="sm"
                disabled={end.isPending}
                aria-label={t('sessions.endLabel', { device: label(session) })}
                onClick={() => run(session.id)}
              >
                {t('sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {data &&
        (others > 0 ? (
          <Button variant="danger" size="sm" disabled={end.isPending} onClick={() => run()}>
            {t('sessions.endOthers')}
          </Button>
        ) : (
          <p className="text-sm text-mist">{t('sessions.noOthers')}</p>
        ))}
    </AccountSection>
  );
}
