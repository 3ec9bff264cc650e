import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { useTranslation } from '../../../lib/i18n';
import { EMAIL_LISTS_NS } from '../../../lib/i18n/namespaces/emailLists';
import { useLinkToken } from '../../../lib/link-token';
import { useConfirmSignup } from './email-lists.api';
import { SignupLinks } from './SignupLinks';

/** Confirms a newsletter or store sign-up as the page opens with the link's token. */
export function ConfirmSignup() {
  const { t } = useTranslation(EMAIL_LISTS_NS);
  const token = useLinkToken();
  const confirm = useConfirmSignup();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (token === undefined || confirm.isPending || (token && confirm.isIdle)) {
    return (
      <div className="flex flex-col items-center gap-4" role="status">
        <Spinner />
        <p>{t('confirm.checking')}</p>
      </div>
    );
  }
  const result = confirm.data;
  return (
    <div className="flex flex-col gap-5 text-center">
      <div role="status" data-testid="email-list-result">
        {result ? (
          <>
            <p className="text-lg font-semibold text-gold">{t('confirm.done')}</p>
            <p className="mt-2">{t(`${result.list}.confirmed`, { email: result.email })}</p>
          </>
        ) : (
          <p>{t('confirm.invalid')}</p>
        )}
      </div>
      <SignupLinks list={result?.list ?? null} label={t('confirm.home')} />
    </div>
  );
}
