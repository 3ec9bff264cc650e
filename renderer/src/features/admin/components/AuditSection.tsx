import { AUDIT_ACTIONS, type AuditEntry } from '@shared/schemas/admin.schemas';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import { auditCsvUrl, auditSearch, useAuditPage } from '../api/admin.api';
import { type AdminColumn, AdminTable } from './AdminTable';

const FILTERS = ['action', 'actor', 'target', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** A date-time input's local value as an ISO instant (empty stays empty). */
const instant = (local: string) => (local ? new Date(local).toISOString() : '');
/** An ISO instant as a date-time input's local value. */
const local = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const json = (value: Record<string, unknown> | null) =>
  value ? <code className="break-all text-xs text-mist">{JSON.stringify(value)}</code> : '—';

/** Previous and next page of the log, with where the reader is. */
function Pager({ page, pages, onGo }: { page: number; pages: number; onGo: (to: number) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  if (pages <= 1) return null;
  return (
    <div className="flex items-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        {t('table.previous')}
      </Button>
      <span className="text-sm text-mist">{t('table.page', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onGo(page + 1)}>
        {t('table.next')}
      </Button>
    </div>
  );
}

/** The audit log: filters kept in the address, pages from the server, a CSV of the same rows. */
export function AuditSection() {
  const { t } = useTranslation(ADMIN_NS);
  const edition = useEdition();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const applied = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Filters;
  const [draft, setDraft] = useState<Filters>({
    ...applied,
    from: local(applied.from),
    to: local(applied.to),
  });
  const filterSearch = auditSearch(applied);
  const log = useAuditPage(auditSearch({ ...applied, page: page > 1 ? page : '' }));

  const columns = useMemo<AdminColumn<AuditEntry>[]>(
    () => [
      {
        accessorKey: 'createdAt',
        header: t('audit.when'),
        cell: (c) =>
          new Intl.DateTimeFormat(LOCALES[edition], {
            dateStyle: 'medium',
            timeStyle: 'medium',
          }).format(new Date(c.getValue<string>())),
      },
      {
        accessorKey: 'actorEmail',
        header: t('audit.who'),
        cell: (c) => <bdi>{c.getValue<string>()}</bdi>,
      },
      {
        accessorKey: 'action',
        header: t('audit.what'),
        cell: (c) => t(`audit.actions.${c.row.original.action}`),
      },
      {
        id: 'record',
        header: t('audit.record'),
        accessorFn: (entry) => `${entry.targetType} ${entry.targetId}`,
        cell: (c) => <code className="break-all text-xs">{c.getValue<string>()}</code>,
      },
      { id: 'before', header: t('audit.before'), cell: (c) => json(c.row.original.before) },
      { id: 'after', header: t('audit.after'), cell: (c) => json(c.row.original.after) },
    ],
    [t, edition],
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...draft, from: instant(draft.from), to: instant(draft.to) };
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));
  };
  const goTo = (to: number) => {
    const next = new URLSearchParams(params);
    if (to > 1) next.set('page', String(to));
    else next.delete('page');
    setParams(next);
  };
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="audit-heading" className="font-display text-3xl tracking-wide text-gold">
          {t('audit.heading')}
        </h2>
        <p className="text-mist">{t('audit.intro')}</p>
      </div>
      <form onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label={t('audit.action')}
          placeholder={t('audit.anyAction')}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) }))}
          value={draft.action}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
        />
        <TextField
          label={t('audit.actor')}
          value={draft.actor}
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
        />
        <TextField
          label={t('audit.target')}
          value={draft.target}
          onChange={(event) => setDraft({ ...draft, target: event.target.value })}
        />
        <TextField
          label={t('audit.from')}
          type="datetime-local"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label={t('audit.to')}
          type="datetime-local"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
          <Button type="submit">{t('audit.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft({ action: '', actor: '', target: '', from: '', to: '' });
              setParams({});
            }}
          >
            {t('audit.reset')}
          </Button>
          <a href={auditCsvUrl(filterSearch)} download className={buttonClass('secondary')}>
            {t('audit.csv')}
          </a>
        </div>
      </form>
      {log.isError && <p className="text-danger">{errorText(log.error, t('members.failed'))}</p>}
      {data && (
        <>
          <p className="text-sm text-mist" aria-live="polite">
            {t('audit.total', { count: data.total })}
          </p>
          <AdminTable
            key={`${filterSearch}-${page}`}
            label={t('audit.heading')}
            columns={columns}
            data={data.entries}
            manual
          />
          <Pager page={page} pages={pages} onGo={goTo} />
        </>
      )}
    </section>
  );
}
