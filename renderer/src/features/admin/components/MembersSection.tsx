import { TIERS, type Tier } from '@shared/enums';
import type { AdminUser } from '@shared/schemas/admin.schemas';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { errorText } from '../../../lib/api-client';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import {
  useDeleteMember,
  useEndMemberSessions,
  useGrantTier,
  useMemberSearch,
} from '../api/admin.api';
import { type AdminColumn, AdminTable } from './AdminTable';

const fullName = (user: AdminUser) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || '';

/** The tier picker and the two other actions of one account's row. */
function MemberActions({ user, onDelete }: { user: AdminUser; onDelete: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const { toast } = useToast();
  const [tier, setTier] = useState<Tier>(user.tier);
  const grant = useGrantTier();
  const end = useEndMemberSessions();
  const failed = (error: unknown) =>
    toast({
      title: t('members.failed'),
      description: errorText(error, ''),
      variant: 'destructive',
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        value={tier}
        onChange={(event) => setTier(event.target.value as Tier)}
        aria-label={t('members.grant', { email: user.email })}
        className="min-h-9 rounded-lg border border-line bg-night px-2 text-sand focus:border-gold focus:outline-none"
      >
        {TIERS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        disabled={grant.isPending || tier === user.tier}
        onClick={() =>
          grant.mutate(
            { id: user.id, tier },
            {
              onSuccess: (updated) =>
                toast({
                  title: t('members.granted'),
                  description: t('members.grantedText', {
                    email: updated.email,
                    tier: updated.tier,
                  }),
                }),
              onError: failed,
            },
          )
        }
      >
        {t('members.apply')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={end.isPending}
        onClick={() =>
          end.mutate(user.id, {
            onSuccess: ({ endedSessions }) =>
              toast({
                title: t('members.endedSessions'),
                description: t('members.endedSessionsText', {
                  count: endedSessions,
                  email: user.email,
                }),
              }),
            onError: failed,
          })
        }
      >
        {t('members.endSessions')}
      </Button>
      <Button size="sm" variant="danger" onClick={onDelete}>
        {t('members.delete')}
      </Button>
    </div>
  );
}

/** The typed confirmation of a deletion, with the language of the member's mail. */
function DeleteDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const edition = useEdition();
  const { toast } = useToast();
  const remove = useDeleteMember();
  const [email, setEmail] = useState('');
  const [lang, setLang] = useState<'en' | 'ar'>(edition);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { id: user.id, email, lang },
      {
        onSuccess: () => {
          toast({
            title: t('members.deleted'),
            description: t('members.deletedText', { email: user.email }),
          });
          onClose();
        },
      },
    );
  };
  return (
    <Modal open onClose={onClose} title={t('members.deleteTitle', { email: user.email })}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-mist">{t('members.deleteText')}</p>
        <TextField
          label={t('members.confirmEmail')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={remove.error ? errorText(remove.error, t('members.failed')) : undefined}
          autoComplete="off"
          required
        />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-sand">
            {t('members.mailLanguage')}
          </legend>
          {(['en', 'ar'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sand">
              <input
                type="radio"
                name="lang"
                value={value}
                checked={lang === value}
                onChange={() => setLang(value)}
              />
              {value === 'en' ? t('members.english') : t('members.arabic')}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {t('members.confirmDelete')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('members.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The members desk: find accounts, set their tier, sign them out, delete them on request. */
export function MembersSection() {
  const { t } = useTranslation(ADMIN_NS);
  const edition = useEdition();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const found = useMemberSearch(q);

  const columns = useMemo<AdminColumn<AdminUser>[]>(
    () => [
      {
        accessorKey: 'email',
        header: t('members.email'),
        cell: (c) => <bdi>{c.getValue<string>()}</bdi>,
      },
      { id: 'name', accessorFn: fullName, header: t('members.name') },
      { accessorKey: 'role', header: t('members.role') },
      { accessorKey: 'tier', header: t('members.tier') },
      {
        accessorKey: 'createdAt',
        header: t('members.joined'),
        sortFn: 'text',
        cell: (c) =>
          new Intl.DateTimeFormat(LOCALES[edition], { dateStyle: 'medium' }).format(
            new Date(c.getValue<string>()),
          ),
      },
      {
        id: 'actions',
        header: t('members.actions'),
        enableSorting: false,
        cell: (c) => (
          <MemberActions user={c.row.original} onDelete={() => setDeleting(c.row.original)} />
        ),
      },
    ],
    [t, edition],
  );

  return (
    <section aria-labelledby="members-heading" className="flex flex-col gap-5">
      <h2 id="members-heading" className="font-display text-3xl tracking-wide text-gold">
        {t('members.heading')}
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <div className="min-w-64 flex-1">
          <TextField
            label={t('members.search')}
            hint={t('members.searchHint')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            minLength={2}
            type="search"
          />
        </div>
        <Button type="submit">{t('members.find')}</Button>
      </form>
      {found.isError && (
        <p className="text-danger">{errorText(found.error, t('members.failed'))}</p>
      )}
      {found.data && found.data.length === 0 && (
        <p className="text-mist">{t('members.none', { q })}</p>
      )}
      {found.data && found.data.length > 0 && (
        <AdminTable label={t('members.heading')} columns={columns} data={found.data} />
      )}
      {deleting && <DeleteDialog user={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
