import type { KioskView } from '@shared/schemas/kiosks.schemas';
import { useMemo } from 'react';
import { errorText } from '../../../lib/api-client';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import { useKiosks } from '../api/admin.api';
import { type AdminColumn, AdminTable } from './AdminTable';
import { KioskCredentials } from './KioskCredentials';

/** A kiosk silent for longer than this is flagged in the fleet view. */
const SILENT_AFTER_MS = 10 * 60 * 1000;

/** Whether a kiosk has been silent for more than 10 minutes at `now`. */
export const isSilent = (kiosk: KioskView, now: number) =>
  now - Date.parse(kiosk.lastHeartbeatAt) > SILENT_AFTER_MS;

/** The kiosk fleet: each unit's last heartbeat, version, precache and last error; silent ones flagged. */
export function KiosksSection() {
  const { t } = useTranslation(ADMIN_NS);
  const edition = useEdition();
  const kiosks = useKiosks();
  const columns = useMemo<AdminColumn<KioskView>[]>(() => {
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
        id: 'state',
        header: t('kiosks.state'),
        accessorFn: (kiosk) => (isSilent(kiosk, Date.now()) ? 'silent' : 'alive'),
        cell: (c) =>
          c.getValue<string>() === 'silent' ? (
            <span className="rounded-full bg-danger/20 px-2 py-0.5 font-semibold text-danger">
              {t('kiosks.silent')}
            </span>
          ) : (
            <span className="text-mist">{t('kiosks.alive')}</span>
          ),
      },
      {
        accessorKey: 'lastHeartbeatAt',
        header: t('kiosks.lastHeartbeat'),
        sortFn: 'text',
        cell: (c) => when(c.getValue<string>()),
      },
      { accessorKey: 'version', header: t('kiosks.version') },
      {
        accessorKey: 'firstSeenAt',
        header: t('kiosks.firstSeen'),
        sortFn: 'text',
        cell: (c) => when(c.getValue<string>()),
      },
      {
        id: 'precache',
        header: t('kiosks.precache'),
        accessorFn: (kiosk) =>
          `${kiosk.cacheStatus.precacheReady}/${kiosk.cacheStatus.precacheTotal}`,
        cell: (c) =>
          `${c.getValue<string>()} · ${
            c.row.original.cacheStatus.online ? t('kiosks.online') : t('kiosks.offline')
          }`,
      },
      {
        accessorKey: 'lastError',
        header: t('kiosks.lastError'),
        cell: (c) => c.getValue<string | null>() ?? '—',
      },
    ];
  }, [t, edition]);
  return (
    <section aria-labelledby="kiosks-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="kiosks-heading" className="font-display text-3xl tracking-wide text-gold">
          {t('kiosks.heading')}
        </h2>
        <p className="text-mist">{t('kiosks.intro')}</p>
      </div>
      {kiosks.isError && (
        <p className="text-danger">{errorText(kiosks.error, t('members.failed'))}</p>
      )}
      {kiosks.data && (
        <AdminTable label={t('kiosks.heading')} columns={columns} data={kiosks.data} />
      )}
      <KioskCredentials />
    </section>
  );
}
