import {
  type CampaignAction,
  REVIEW_CAMPAIGN_STATUSES,
  type ReviewCampaign,
  type ReviewCampaignStatus,
} from '@shared/schemas/campaign-review.schemas';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { FilterButtons } from '../../../components/ui/FilterButtons';
import { Modal } from '../../../components/ui/Modal';
import { errorText } from '../../../lib/api-client';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import { useCampaignAction, useReviewCampaign, useReviewCampaigns } from '../api/campaigns.api';
import { type AdminColumn, AdminTable } from './AdminTable';

type Decision = 'approve' | 'reject' | CampaignAction;

/** The decisions each status allows, in the order their buttons show. */
const DECISIONS: Partial<Record<string, Decision[]>> = {
  PENDING: ['approve', 'reject'],
  APPROVED: ['pause', 'complete'],
  ACTIVE: ['pause', 'complete'],
  PAUSED: ['resume', 'complete'],
};

const isStatus = (value: string): value is ReviewCampaignStatus =>
  (REVIEW_CAMPAIGN_STATUSES as readonly string[]).includes(value);

/** What the sponsor unit would show: the brand, the campaign, its call to action and episodes. */
function PlacementPreview({
  campaign,
  onClose,
}: {
  campaign: ReviewCampaign;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [cta, ...more] = campaign.assets;
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={t('campaigns.previewTitle', { name: campaign.name })}
    >
      <div className="flex flex-col gap-5">
        <article className="flex flex-col gap-3 rounded-xl border border-gold/40 bg-night/60 p-5">
          <p className="flex items-center gap-3 text-sm text-mist">
            {campaign.partner.logo && (
              <img src={campaign.partner.logo} alt="" width={32} height={32} className="rounded" />
            )}
            <bdi>{t('campaigns.sponsoredBy', { brand: campaign.partner.name })}</bdi>
          </p>
          <h3 className="text-2xl font-bold text-sand">
            <bdi>{campaign.name}</bdi>
          </h3>
          {campaign.description && (
            <p className="text-mist">
              <bdi>{campaign.description}</bdi>
            </p>
          )}
          {cta ? (
            <a
              href={cta.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="self-start rounded-lg bg-gold px-4 py-2 font-semibold text-night"
            >
              <bdi>{cta.name}</bdi>
            </a>
          ) : (
            <p className="text-mist">{t('campaigns.noCallToAction')}</p>
          )}
        </article>
        {campaign.objective && (
          <p>
            <span className="font-semibold text-sand">{t('campaigns.objective')}: </span>
            <bdi>{campaign.objective}</bdi>
          </p>
        )}
        {more.length > 0 && (
          <ul className="list-inside list-disc text-mist" aria-label={t('campaigns.callToAction')}>
            {more.map((asset) => (
              <li key={asset.url}>
                <bdi>{asset.name}</bdi> — <bdi>{asset.url}</bdi>
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="preview-episodes" className="flex flex-col gap-2">
          <h4 id="preview-episodes" className="font-semibold text-sand">
            {t('campaigns.episodes')}
          </h4>
          {campaign.episodes.length ? (
            <ul className="list-inside list-disc">
              {campaign.episodes.map((episode) => (
                <li key={episode.id}>
                  <bdi>{episode.title}</bdi> <span className="text-mist">({episode.slug})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-mist">{t('campaigns.noEpisodes')}</p>
          )}
        </section>
        <Button variant="secondary" className="self-start" onClick={onClose}>
          {t('campaigns.close')}
        </Button>
      </div>
    </Modal>
  );
}

/** The preview and decision buttons of one campaign's row. */
function CampaignActions({
  campaign,
  onPreview,
}: {
  campaign: ReviewCampaign;
  onPreview: (campaign: ReviewCampaign) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { toast } = useToast();
  const review = useReviewCampaign();
  const act = useCampaignAction();
  const decide = (decision: Decision) => {
    const done = {
      onSuccess: (after: ReviewCampaign) =>
        toast({
          title: t(`campaigns.done.${decision}`),
          description: t('campaigns.doneText', {
            name: after.name,
            status: isStatus(after.status) ? t(`campaigns.statuses.${after.status}`) : after.status,
          }),
        }),
      onError: (error: Error) =>
        toast({
          title: t('members.failed'),
          description: errorText(error, ''),
          variant: 'destructive',
        }),
    };
    if (decision === 'approve' || decision === 'reject') {
      const verdict = decision === 'approve' ? 'APPROVE' : 'REJECT';
      review.mutate({ id: campaign.id, decision: verdict }, done);
    } else act.mutate({ id: campaign.id, action: decision }, done);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('campaigns.previewOf', { name: campaign.name })}
        onClick={() => onPreview(campaign)}
      >
        {t('campaigns.preview')}
      </Button>
      {(DECISIONS[campaign.status] ?? []).map((decision) => (
        <Button
          key={decision}
          size="sm"
          variant={decision === 'approve' || decision === 'resume' ? 'primary' : 'danger'}
          disabled={review.isPending || act.isPending}
          aria-label={t(`campaigns.${decision}Label`, { name: campaign.name })}
          onClick={() => decide(decision)}
        >
          {t(`campaigns.${decision}`)}
        </Button>
      ))}
    </div>
  );
}

/** The table's columns (sorting and filtering come with the shared admin table). */
function useCampaignColumns(onPreview: (campaign: ReviewCampaign) => void) {
  const { t } = useTranslation(ADMIN_NS);
  const edition = useEdition();
  return useMemo<AdminColumn<ReviewCampaign>[]>(() => {
    const day = new Intl.DateTimeFormat(LOCALES[edition], { dateStyle: 'medium' });
    const money = new Intl.NumberFormat(LOCALES[edition], { style: 'currency', currency: 'AED' });
    return [
      {
        accessorKey: 'name',
        header: t('campaigns.campaign'),
        cell: (c) => (
          <span className="flex max-w-sm flex-col gap-1">
            <bdi className="font-semibold">{c.row.original.name}</bdi>
            {c.row.original.description && (
              <bdi className="line-clamp-2 text-mist">{c.row.original.description}</bdi>
            )}
          </span>
        ),
      },
      {
        id: 'brand',
        header: t('campaigns.brand'),
        accessorFn: (row) => row.partner.name,
        cell: (c) => <bdi>{c.getValue<string>()}</bdi>,
      },
      { id: 'type', header: t('campaigns.type'), accessorFn: (row) => row.type ?? '' },
      {
        accessorKey: 'startAt',
        header: t('campaigns.dates'),
        sortFn: 'text',
        cell: (c) =>
          day.formatRange(new Date(c.row.original.startAt), new Date(c.row.original.endAt)),
      },
      {
        id: 'budget',
        header: t('campaigns.budget'),
        accessorFn: (row) => row.budget ?? 0,
        sortFn: 'alphanumeric',
        cell: (c) => (c.row.original.budget === null ? '' : money.format(c.row.original.budget)),
      },
      {
        accessorKey: 'status',
        header: t('campaigns.status'),
        cell: (c) => {
          const status = c.getValue<string>();
          return isStatus(status) ? t(`campaigns.statuses.${status}`) : status;
        },
      },
      {
        id: 'actions',
        header: t('members.actions'),
        enableSorting: false,
        cell: (c) => <CampaignActions campaign={c.row.original} onPreview={onPreview} />,
      },
    ];
  }, [t, edition, onPreview]);
}

/**
 * Campaign review: partners' campaigns by status (awaiting review first), each with a preview of
 * its placement; approve or reject, then pause, resume or complete.
 */
export function CampaignsSection() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'PENDING';
  const status = isStatus(raw) ? raw : 'PENDING';
  const campaigns = useReviewCampaigns(status);
  const [previewing, setPreviewing] = useState<ReviewCampaign | null>(null);
  const columns = useCampaignColumns(setPreviewing);

  return (
    <section aria-labelledby="campaigns-heading" className="flex flex-col gap-5">
      <h2 id="campaigns-heading" className="font-display text-3xl tracking-wide text-gold">
        {t('campaigns.heading')}
      </h2>
      <p className="text-mist">{t('campaigns.intro')}</p>
      <FilterButtons
        label={t('campaigns.status')}
        options={REVIEW_CAMPAIGN_STATUSES.map((value) => ({
          value,
          label: t(`campaigns.statuses.${value}`),
        }))}
        value={status}
        onChange={(value) => setParams({ status: value })}
      />
      {campaigns.isError && (
        <p className="text-danger">{errorText(campaigns.error, t('members.failed'))}</p>
      )}
      {campaigns.data && (
        <AdminTable label={t('campaigns.heading')} columns={columns} data={campaigns.data} />
      )}
      {previewing && <PlacementPreview campaign={previewing} onClose={() => setPreviewing(null)} />}
    </section>
  );
}
