import type { IssuedKioskCredential, KioskCredentialView } from '@shared/schemas/kiosks.schemas';
import { useMemo, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import { useEnrollKiosk, useKioskCredentials, useRevokeKioskCredential } from '../api/admin.api';
import { type AdminColumn, AdminTable } from './AdminTable';

/** One credential's revoke button (none once revoked). */
function RevokeButton({ credential }: { credential: KioskCredentialView }) {
  const { t } = useTranslation(ADMIN_NS);
  const { toast } = useToast();
  const revoke = useRevokeKioskCredential();
  if (credential.revokedAt) return null;
  return (
    <Button
      size="sm"
      variant="danger"
      disabled={revoke.isPending}
      aria-label={t('kiosks.revokeOne', { kiosk: credential.kioskId })}
      onClick={() =>
        revoke.mutate(credential.kioskId, {
          onSuccess: () => toast({ title: t('kiosks.revoked', { kiosk: credential.kioskId }) }),
          onError: (error) =>
            toast({
              title: t('members.failed'),
              description: errorText(error, ''),
              variant: 'destructive',
            }),
        })
      }
    >
      {t('kiosks.revoke')}
    </Button>
  );
}

/**
 * Each kiosk's own credential: enrolling a kiosk issues one (its secret shown this once, to enter
 * on the kiosk as its heartbeat token), revoking one refuses that kiosk's heartbeats.
 */
export function KioskCredentials() {
  const { t } = useTranslation(ADMIN_NS);
  const edition = useEdition();
  const credentials = useKioskCredentials();
  const enroll = useEnrollKiosk();
  const [kioskId, setKioskId] = useState('');
  const [issued, setIssued] = useState<IssuedKioskCredential | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enroll.mutate(kioskId.trim(), {
      onSuccess: (credential) => {
        setIssued(credential);
        setKioskId('');
      },
    });
  };
  const columns = useMemo<AdminColumn<KioskCredentialView>[]>(() => {
    const when = (iso: string) =>
      new Intl.DateTimeFormat(LOCALES[edition], { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      );
    return [
      {
        accessorKey: 'kioskId',
        header: t('kiosks.kiosk'),
        cell: (c) => <bdi>{c.getValue<string>()}</bdi>,
      },
      {
        accessorKey: 'hint',
        header: t('kiosks.credential'),
        cell: (c) => <bdi className="font-mono">{`${c.getValue<string>()}…`}</bdi>,
      },
      {
        accessorKey: 'issuedAt',
        header: t('kiosks.issued'),
        sortFn: 'text',
        cell: (c) => when(c.getValue<string>()),
      },
      {
        id: 'credentialState',
        header: t('kiosks.state'),
        accessorFn: (row) => (row.revokedAt ? 'revoked' : 'active'),
        cell: (c) =>
          c.row.original.revokedAt ? (
            <span className="text-danger">
              {t('kiosks.revokedAt', { when: when(c.row.original.revokedAt) })}
            </span>
          ) : (
            <span className="text-mist">{t('kiosks.active')}</span>
          ),
      },
      {
        id: 'actions',
        header: t('members.actions'),
        cell: (c) => <RevokeButton credential={c.row.original} />,
      },
    ];
  }, [t, edition]);
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-display text-2xl tracking-wide text-sand">{t('kiosks.credentials')}</h3>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField
            label={t('kiosks.enrollId')}
            hint={t('kiosks.enrollHint')}
            value={kioskId}
            onChange={(event) => setKioskId(event.target.value)}
            error={enroll.error ? errorText(enroll.error, t('members.failed')) : undefined}
            autoComplete="off"
            required
          />
        </div>
        <Button type="submit" disabled={enroll.isPending}>
          {t('kiosks.enroll')}
        </Button>
      </form>
      {issued && (
        <div role="status" className="rounded-xl border border-gold/40 bg-night p-4">
          <p className="font-semibold text-sand">
            {t('kiosks.issuedOnce', { kiosk: issued.kioskId })}
          </p>
          <output className="mt-2 block break-all font-mono text-gold" dir="ltr">
            {issued.secret}
          </output>
        </div>
      )}
      {credentials.isError && (
        <p className="text-danger">{errorText(credentials.error, t('members.failed'))}</p>
      )}
      {credentials.data && (
        <AdminTable label={t('kiosks.credentials')} columns={columns} data={credentials.data} />
      )}
    </div>
  );
}
