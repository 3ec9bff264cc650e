import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { EMAIL_LISTS_NS } from '../../../lib/i18n/namespaces/emailLists';
import { useLinkToken } from '../../../lib/link-token';
import { useUnsubscribe } from './email-lists.api';
import { SignupLinks } from './SignupLinks';

/**
 * Ends a sign-up from the link in a list's mail. It asks first: a link opened by a mail scanner
 * must not unsubscribe anyone (mail clients' own one-click button POSTs to the API directly).
 */
export function Unsubscribe() {
  const { t } = useTranslation(EMAIL_LISTS_NS);
  const token = useLinkToken();
  const unsubscribe = useUnsubscribe();

  if (token === undefined) {
    return (
      <div className="flex justify-center" role="status">
        <Spinner />
      </div>
    );
  }
  if (!token) return <p role="status">{t('unsubscribe.missing')}</p>;
  const result = unsubscribe.data;
  if (result) {
    return (
      <div className="flex flex-col gap-5 text-center">
        <div role="status" data-testid="email-list-result">
          <p className="text-lg font-semibold text-gold">{t('unsubscribe.done')}</p>
          <p className="mt-2">
            {t('unsubscribe.doneText', {
              email: result.email,
              list: t(`${result.list}.name`),
            })}
          </p>
        </div>
        <SignupLinks list={result.list} label={t(`${result.list}.signUpAgain`)} />
      </div>
    );
  }
  const error = unsubscribe.error;
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <p>{t('unsubscribe.question')}</p>
      <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.button')}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error instanceof ApiError && (error.status === 410 || error.status === 400)
            ? t('unsubscribe.invalid')
            : t('unsubscribe.failed')}
        </p>
      )}
    </div>
  );
}
