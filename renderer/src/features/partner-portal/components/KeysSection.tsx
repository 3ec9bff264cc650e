import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { CheckboxGroup } from '../../../components/ui/CheckboxGroup';
import { TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { formatDate } from '../../../lib/i18n/format';
import { PARTNER_PORTAL_NS } from '../../../lib/i18n/namespaces/partnerPortal';
import type { ApiKeyScope } from '@shared/schemas/api-keys.schemas';
import { useCreateKey, useKeys, useRevokeKey, useRollKey } from '../api/portal.api';
import { OnceSecret } from './OnceSecret';

const SCOPES: ApiKeyScope[] = [
  'campaigns:read',
  'campaigns:write',
  'reports:read',
  'webhooks:manage',
];

/** API keys: created with a name, scopes and an expiry and shown once; revoked; rolled. */
export function KeysSection() {
  const { t } = useTranslation(PARTNER_PORTAL_NS);
  const language = useEdition();
  const keys = useKeys();
  const create = useCreateKey();
  const revoke = useRevokeKey();
  const roll = useRollKey();
  const [name, setName] = useState('');
  const [days, setDays] = useState('90');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['campaigns:read', 'reports:read']);
  const shown = roll.data?.secret ?? create.data?.secret;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    roll.reset();
    create.mutate({ name, scopes, expiresInDays: Number(days) }, { onSuccess: () => setName('') });
  };
  const failure = create.error ?? revoke.error ?? roll.error;
  return (
    <section aria-labelledby="keys-heading" className="flex flex-col gap-5">
      <h2 id="keys-heading" className="text-2xl font-bold text-sand">
        {t('keys.heading')}
      </h2>
      <form onSubmit={submit} className="flex max-w-xl flex-col gap-3">
        <TextField
          label={t('keys.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={80}
        />
        <CheckboxGroup
          legend={t('keys.scopes')}
          options={SCOPES}
          value={scopes}
          onChange={setScopes}
        />
        <TextField
          label={t('keys.expires')}
          type="number"
          min={1}
          max={365}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          required
        />
        <Button type="submit" disabled={create.isPending}>
          {t('keys.create')}
        </Button>
      </form>
      {failure && (
        <p role="alert" className="text-danger">
          {errorText(failure, t('failed'))}
        </p>
      )}
      {shown && <OnceSecret label={t('keys.shown')} secret={shown} />}
      {keys.data?.length === 0 && <p className="text-mist">{t('keys.none')}</p>}
      {!!keys.data?.length && (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm text-mist">
            <thead>
              <tr className="text-sand">
                <th className="p-2 text-start">{t('keys.name')}</th>
                <th className="p-2 text-start">{t('keys.status')}</th>
                <th className="p-2 text-start">{t('keys.lastUsed')}</th>
                <th className="p-2 text-start">{t('keys.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => (
                <tr key={key.id} data-testid="api-key" className="border-t border-line">
                  <td className="p-2">
                    <bdi>{key.name}</bdi>
                    <code dir="ltr" className="block text-xs">
                      {key.display}
                    </code>
                  </td>
                  <td className="p-2">{t(`keys.${key.status}`)}</td>
                  <td className="p-2">
                    {key.lastUsedAt ? formatDate(key.lastUsedAt, language) : t('keys.never')}
                  </td>
                  <td className="p-2">
                    {key.status === 'active' && (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => {
                            create.reset();
                            roll.mutate(key.id);
                          }}
                        >
                          {t('keys.roll')}
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => revoke.mutate(key.id)}>
                          {t('keys.revoke')}
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
