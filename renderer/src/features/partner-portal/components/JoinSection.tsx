import { Button } from '../../../components/ui/Button';
import { errorText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { PARTNER_PORTAL_NS } from '../../../lib/i18n/namespaces/partnerPortal';
import { useLinkToken } from '../../../lib/link-token';
import { Link } from '../../../lib/links';
import { useAcceptInvitation } from '../api/portal.api';

/** `/partner/join#token=...`: the invitation mail's link binds the signed-in account to the partner. */
export function JoinSection() {
  const { t } = useTranslation(PARTNER_PORTAL_NS);
  const token = useLinkToken();
  const accept = useAcceptInvitation();
  return (
    <section aria-labelledby="join-heading" className="rounded-xl border border-line p-6">
      <h2 id="join-heading" className="text-2xl font-bold text-sand">
        {t('join.heading')}
      </h2>
      {accept.data ? (
        <>
          <p role="status" className="mt-2 text-mist">
            {t('join.joined', { name: accept.data.name })}
          </p>
          <Link to="/partner/overview" className="mt-4 inline-block font-semibold text-gold">
            {t('join.open')}
          </Link>
        </>
      ) : token === null ? (
        <p role="alert" className="mt-2 text-danger">
          {t('join.missing')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-mist">{t('join.text')}</p>
          {accept.error && (
            <p role="alert" className="mt-2 text-danger">
              {errorText(accept.error, t('failed'))}
            </p>
          )}
          <Button
            className="mt-4"
            disabled={!token || accept.isPending}
            onClick={() => token && accept.mutate(token)}
          >
            {t('join.accept')}
          </Button>
        </>
      )}
    </section>
  );
}
