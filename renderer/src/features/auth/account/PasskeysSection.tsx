import { useEdition, useTranslation } from '../../../lib/i18n';
import { formatDate } from '../../../lib/i18n/format';
import { ACCOUNT_NS } from '../../../lib/i18n/namespaces/account';
import { errorText } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import {
  passkeyCancelled,
  passkeysSupported,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
} from '../api/account.api';
import { AccountSection } from './AccountSection';

/** The account's passkeys: add one on this device, remove any. Hidden where WebAuthn is absent. */
export function PasskeysSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const language = useEdition();
  const { data } = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const { toast } = useToast();
  const supported = passkeysSupported();
  const failed = (title: string) => (error: unknown) =>
    toast({
      title,
      description: passkeyCancelled(error) ? t('passkeys.cancelled') : errorText(error, ''),
      variant: 'destructive',
    });

  return (
    <AccountSection id="passkeys" title={t('passkeys.heading')} intro={t('passkeys.intro')}>
      {data && data.passkeys.length === 0 && (
        <p className="text-sm text-mist">{t('passkeys.none')}</p>
      )}
      <ul className="flex flex-col gap-3" aria-label={t('passkeys.heading')}>
        {data?.passkeys.map((passkey) => (
          <li
            key={passkey.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4"
          >
            <div>
              <p className="font-semibold text-sand">
                <bdi>{passkey.name}</bdi>
              </p>
              <p className="text-sm text-mist">
                <span className="me-3">
                  {t('passkeys.addedOn', { date: formatDate(passkey.createdAt, language) })}
                </span>
                {passkey.lastUsedAt && (
                  <span>
                    {t('passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt, language) })}
                  </span>
                )}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={remove.isPending}
              aria-label={t('passkeys.removeLabel', { name: passkey.name })}
              onClick={() =>
                remove.mutate(passkey.id, {
                  onSuccess: () => toast({ title: t('passkeys.removed') }),
                  onError: failed(t('passkeys.removeFailed')),
                })
              }
            >
              {t('passkeys.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {supported && (
        <Button
          className="self-start"
          disabled={add.isPending}
          onClick={() =>
            add.mutate(undefined, {
              onSuccess: () =>
                toast({ title: t('passkeys.added'), description: t('passkeys.addedText') }),
              onError: failed(t('passkeys.failed')),
            })
          }
        >
          {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
        </Button>
      )}
    </AccountSection>
  );
}
