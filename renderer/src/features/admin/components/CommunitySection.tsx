import { HERO_STATUSES, type HeroStatus } from '@shared/enums';
import type { HeroModeration, ModeratedHero } from '@shared/schemas/admin.schemas';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/Field';
import { FilterButtons } from '../../../components/ui/FilterButtons';
import { Modal } from '../../../components/ui/Modal';
import { errorText } from '../../../lib/api-client';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import {
  useBlockSubmitter,
  useDeleteHero,
  useHeroQueue,
  useModerateHero,
  useUnblockSubmitter,
} from '../api/admin.api';
import { type AdminColumn, AdminTable } from './AdminTable';

/** The decisions each state allows, in the order their buttons show. */
const DECISIONS: Record<HeroStatus, HeroModeration[]> = {
  PENDING: ['approve', 'reject'],
  APPROVED: ['hide'],
  REJECTED: ['approve'],
  HIDDEN: ['restore'],
};

/** Decisions the submitter is given a reason for. */
const WITH_REASON = new Set<HeroModeration>(['reject', 'hide']);

type Pending = { hero: ModeratedHero; action: 'reject' | 'hide' | 'delete' | 'block' };

/** Asks for the reason of a rejection or a hiding, or confirms a deletion. */
function DecisionDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const { toast } = useToast();
  const moderate = useModerateHero();
  const remove = useDeleteHero();
  const block = useBlockSubmitter();
  const [reason, setReason] = useState('');
  const { hero, action } = pending;
  const failure = moderate.error ?? remove.error ?? block.error;
  const busy = moderate.isPending || remove.isPending || block.isPending;
  const done = () => {
    toast({ title: t(`community.done.${action}`), description: hero.name });
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action === 'delete') remove.mutate(hero.id, { onSuccess: done });
    else if (action === 'block') block.mutate({ id: hero.id, reason }, { onSuccess: done });
    else moderate.mutate({ id: hero.id, action, reason }, { onSuccess: done });
  };
  return (
    <Modal open onClose={onClose} title={t(`community.${action}Title`, { name: hero.name })}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        {action === 'delete' && <p className="text-mist">{t('community.deleteText')}</p>}
        {action === 'block' && <p className="text-mist">{t('community.blockText')}</p>}
        {action !== 'delete' && (
          <TextAreaField
            label={t('community.reason')}
            hint={t(action === 'block' ? 'community.blockReasonHint' : 'community.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
          />
        )}
        {failure && <p className="text-danger">{errorText(failure, t('members.failed'))}</p>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger" disabled={busy}>
            {t(CONFIRM[action])}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('members.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const CONFIRM = {
  reject: 'community.reject',
  hide: 'community.hide',
  delete: 'community.confirmDelete',
  block: 'community.confirmBlock',
} as const;

/** Blocks or unblocks the hero's submitter (when it is known who submitted it). */
function BlockButton({ hero, onAsk }: { hero: ModeratedHero; onAsk: (pending: Pending) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const { toast } = useToast();
  const unblock = useUnblockSubmitter();
  if (!hero.submitterKind) return null;
  if (!hero.submitterBlocked) {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('community.blockLabel', { name: hero.name })}
        onClick={() => onAsk({ hero, action: 'block' })}
      >
        {t('community.block')}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={unblock.isPending}
      aria-label={t('community.unblockLabel', { name: hero.name })}
      onClick={() =>
        unblock.mutate(hero.id, {
          onSuccess: () => toast({ title: t('community.done.unblock'), description: hero.name }),
        })
      }
    >
      {t('community.unblock')}
    </Button>
  );
}

/** The buttons of one hero's row. */
function HeroActions({ hero, onAsk }: { hero: ModeratedHero; onAsk: (pending: Pending) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const { toast } = useToast();
  const moderate = useModerateHero();
  const decide = (action: HeroModeration) => {
    if (action === 'reject' || action === 'hide') return onAsk({ hero, action });
    moderate.mutate(
      { id: hero.id, action },
      {
        onSuccess: () => toast({ title: t(`community.done.${action}`), description: hero.name }),
        onError: (error) =>
          toast({
            title: t('members.failed'),
            description: errorText(error, ''),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      {DECISIONS[hero.status].map((action) => (
        <Button
          key={action}
          size="sm"
          variant={WITH_REASON.has(action) ? 'danger' : 'primary'}
          disabled={moderate.isPending}
          aria-label={t(`community.${action}Label`, { name: hero.name })}
          onClick={() => decide(action)}
        >
          {t(`community.${action}`)}
        </Button>
      ))}
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('community.deleteLabel', { name: hero.name })}
        onClick={() => onAsk({ hero, action: 'delete' })}
      >
        {t('community.delete')}
      </Button>
      <BlockButton hero={hero} onAsk={onAsk} />
    </div>
  );
}

/**
 * Community moderation: fan heroes by state, the queue (awaiting review) first; approve, reject or
 * hide with a reason the submitter sees, restore, delete.
 */
export function CommunitySection() {
  const { t } = useTranslation(ADMIN_NS);
  const edition = useEdition();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'PENDING';
  const status = (HERO_STATUSES as readonly string[]).includes(raw)
    ? (raw as HeroStatus)
    : 'PENDING';
  const heroes = useHeroQueue(status);
  const [pending, setPending] = useState<Pending | null>(null);

  const columns = useMemo<AdminColumn<ModeratedHero>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('community.hero'),
        cell: (c) => (
          <span className="flex max-w-md flex-col gap-1">
            <bdi className="font-semibold">{c.row.original.name}</bdi>
            <span className="text-mist">{c.row.original.element}</span>
            <bdi className="line-clamp-3 text-mist">{c.row.original.origin}</bdi>
          </span>
        ),
      },
      {
        id: 'submitter',
        header: t('community.submitter'),
        accessorFn: (row) => row.submitterEmail ?? '',
        cell: (c) => (
          <span className="flex flex-col">
            {c.row.original.submitterEmail ? (
              <bdi>{c.row.original.submitterEmail}</bdi>
            ) : (
              <span className="text-mist">
                {t(c.row.original.submitterKind ? 'community.browser' : 'community.visitor')}
              </span>
            )}
            {c.row.original.submitterBlocked && (
              <span className="font-semibold text-danger">{t('community.blocked')}</span>
            )}
          </span>
        ),
      },
      {
        accessorKey: 'createdAt',
        header: t('community.submitted'),
        sortFn: 'text',
        cell: (c) =>
          new Intl.DateTimeFormat(LOCALES[edition], {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(new Date(c.getValue<string>())),
      },
      {
        id: 'flags',
        header: t('community.flags'),
        accessorFn: (row) => (row.flagged ? 1000 : 0) + row.reports,
        sortFn: 'alphanumeric',
        cell: (c) => (
          <span className="flex flex-col">
            {c.row.original.flagged && (
              <span className="font-semibold text-danger">{t('community.flagged')}</span>
            )}
            {c.row.original.reports > 0 && (
              <span>{t('community.reports', { count: c.row.original.reports })}</span>
            )}
          </span>
        ),
      },
      {
        accessorKey: 'status',
        header: t('community.status'),
        cell: (c) => (
          <span className="flex flex-col">
            <span>{t(`community.statuses.${c.row.original.status}`)}</span>
            {c.row.original.reason && <span className="text-mist">{c.row.original.reason}</span>}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('members.actions'),
        enableSorting: false,
        cell: (c) => <HeroActions hero={c.row.original} onAsk={setPending} />,
      },
    ],
    [t, edition],
  );

  return (
    <section aria-labelledby="community-heading" className="flex flex-col gap-5">
      <h2 id="community-heading" className="font-display text-3xl tracking-wide text-gold">
        {t('community.heading')}
      </h2>
      <p className="text-mist">{t('community.intro')}</p>
      <FilterButtons
        label={t('community.status')}
        options={HERO_STATUSES.map((value) => ({
          value,
          label: t(`community.statuses.${value}`),
        }))}
        value={status}
        onChange={(value) => setParams({ status: value })}
      />
      {heroes.isError && (
        <p className="text-danger">{errorText(heroes.error, t('members.failed'))}</p>
      )}
      {heroes.data && (
        <AdminTable label={t('community.heading')} columns={columns} data={heroes.data} />
      )}
      {pending && <DecisionDialog pending={pending} onClose={() => setPending(null)} />}
    </section>
  );
}
