import type { PartnerAccount } from '@shared/schemas/partner-accounts.schemas';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { formatDate } from '../../../lib/i18n/format';
import { PARTNER_PORTAL_NS } from '../../../lib/i18n/namespaces/partnerPortal';
import { useInviteColleague } from '../api/portal.api';

/** The partner, its people, and an invitation for a colleague. */
export function OverviewSection({ account }: { account: PartnerAccount }) {
  const { t } = useTranslation(PARTNER_PORTAL_NS);
  const language = useEdition();
  const invite = useInviteColleague();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email, { onSuccess: () => setEmail('') });
  };
  return (
    <section aria-labelledby="overview-heading" className="flex flex-col gap-6">
      <h2 id="overview-heading" className="text-2xl font-bold text-sand">
        <bdi>{account.name}</bdi>
      </h2>
      <dl className="grid gap-2 text-mist sm:grid-cols-2">
        <div>
          <dt className="text-sm">{t('overview.status')}</dt>
          <dd className="font-semibold text-sand">{account.status}</dd>
        </div>
        {account.website && (
          <div>
            <dt className="text-sm">{t('overview.website')}</dt>
            <dd className="font-semibold text-sand" dir="ltr">
              {account.website}
            </dd>
          </div>
        )}
      </dl>
      <div>
        <h3 className="text-lg font-bold text-sand">{t('overview.users')}</h3>
        <ul className="mt-2 flex flex-col gap-1 text-mist">
          {account.users.map((user) => (
            <li key={user.id}>
              <bdi>{user.email}</bdi> ·{' '}
              {t('overview.joined', { date: formatDate(user.joinedAt, language) })}
            </li>
          ))}
        </ul>
      </div>
      <form onSubmit={submit} className="flex max-w-md flex-col gap-3">
        <h3 className="text-lg font-bold text-sand">{t('overview.invite')}</h3>
        <TextField
          label={t('overview.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invite.error ? errorText(invite.error, t('failed')) : undefined}
          required
        />
        <Button type="submit" disabled={invite.isPending}>
          {t('overview.send')}
        </Button>
        {invite.data && (
          <p role="status" className="text-mist">
            {t('overview.sent', { email: invite.variables })}
          </p>
        )}
      </form>
    </section>
  );
}
