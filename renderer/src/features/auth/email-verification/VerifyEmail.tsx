import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { useTranslation } from '../../../lib/i18n';
import { MAIL_ACCOUNT_NS } from '../../../lib/i18n/namespaces/mailAccount';
import { Link } from '../../../lib/links';
import { useLinkToken } from '../../../lib/link-token';
import { useVerifyEmail } from './email-verification.api';

/** Confirms the address as the page opens with the link's token, then says how it went. */
export function VerifyEmail() {
  const { t } = useTranslation(MAIL_ACCOUNT_NS);
  const token = useLinkToken();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  if (token === undefined || verify.isPending || (token && verify.isIdle)) {
    return (
      <div className="flex flex-col items-center gap-4" role="status">
        <Spinner />
        <p>{t('verify.checking')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5 text-center">
      <p role="status">{verify.isSuccess ? t('verify.done') : t('verify.invalid')}</p>
      <Link to="/profile" className="font-semibold text-gold underline-offset-4 hover:underline">
        {t('verify.toProfile')}
      </Link>
    </div>
  );
}
