import { FormAlert } from '../../../components/form/FormAlert';
import { Button } from '../../../components/ui/Button';
import { errorText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { MAIL_ACCOUNT_NS } from '../../../lib/i18n/namespaces/mailAccount';
import { EmailChangeForm } from './EmailChangeForm';
import { useEmailStatus, useResendVerification } from './email-verification.api';

/**
 * The profile's e-mail section: the address, a banner while unconfirmed with "send again", and
 * the change of address.
 */
export function EmailSettings() {
  const { t } = useTranslation(MAIL_ACCOUNT_NS);
  const status = useEmailStatus();
  const resend = useResendVerification();
  if (!status.data) return null;
  const { email, verified } = status.data;
  return (
    <section className="rounded-2xl border border-line bg-night p-6">
      <h2 className="text-xl font-bold">{t('emailSettings.title')}</h2>
      {verified ? (
        <p className="mt-3 text-mist">{t('emailSettings.verified', { email })}</p>
      ) : (
        <div
          role="status"
          className="mt-3 flex flex-col gap-3 rounded-lg border border-gold/50 bg-gold/10 p-4"
        >
          <p>{t('emailSettings.unverified', { email })}</p>
          <FormAlert
            message={resend.isError ? errorText(resend.error, t('emailSettings.failed')) : null}
          />
          {resend.isSuccess && <p className="text-sm text-mist">{t('emailSettings.resent')}</p>}
          <Button
            variant="secondary"
            className="self-start"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? t('emailSettings.sending') : t('emailSettings.resend')}
          </Button>
        </div>
      )}
      <EmailChangeForm />
    </section>
  );
}
