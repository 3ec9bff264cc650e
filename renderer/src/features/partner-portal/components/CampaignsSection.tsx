import type { PartnerCampaign } from '@shared/schemas/partner-api.schemas';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { formatDate, formatNumber, formatPercent } from '../../../lib/i18n/format';
import { PARTNER_PORTAL_NS } from '../../../lib/i18n/namespaces/partnerPortal';
import { campaignStatusClass } from '../../partners/options';
import { reportCsvUrl, useCampaigns, useReport } from '../api/portal.api';

// The chart library loads only when a report is opened.
const ReportChart = lazy(() => import('./ReportChart'));

/** A campaign's report over its flight: the chart per day, the totals, and the CSV. */
function ReportPanel({ campaign }: { campaign: PartnerCampaign }) {
  const { t } = useTranslation(PARTNER_PORTAL_NS);
  const language = useEdition();
  const report = useReport(campaign.id);
  const labels = useMemo(
    () => ({ impressions: t('campaigns.impressions'), clicks: t('campaigns.clicks') }),
    [t],
  );
  if (!report.data) return <Spinner label={t('loading')} />;
  const { totals } = report.data;
  const figures: [string, string][] = [
    [t('campaigns.impressions'), formatNumber(totals.impressions, language)],
    [t('campaigns.unique'), formatNumber(totals.uniqueImpressions, language)],
    [t('campaigns.viewable'), formatNumber(totals.viewableImpressions, language)],
    [t('campaigns.clicks'), formatNumber(totals.clicks, language)],
    [t('campaigns.ctr'), formatPercent(totals.ctr * 100, language)],
    [t('campaigns.conversions'), formatNumber(totals.conversions, language)],
  ];
  if (report.data.spend !== null) {
    figures.push([t('campaigns.spend'), formatNumber(report.data.spend, language)]);
  }
  return (
    <div className="mt-4 flex flex-col gap-4" data-testid="report">
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <ReportChart
          title={t('campaigns.chart')}
          labels={labels}
          points={report.data.rows.map((row) => ({
            day: row.day ?? report.data.from,
            impressions: row.impressions,
            clicks: row.clicks,
          }))}
        />
      </Suspense>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-ink/60 p-2 text-center">
            <dt className="text-xs text-mist">{label}</dt>
            <dd className="font-bold text-gold">{value}</dd>
          </div>
        ))}
      </dl>
      <a href={reportCsvUrl(campaign.id)} download className="font-semibold text-gold underline">
        {t('campaigns.csv')}
      </a>
    </div>
  );
}

/** The partner's campaigns and drafts with the specification's status colours. */
export function CampaignsSection() {
  const { t } = useTranslation(PARTNER_PORTAL_NS);
  const language = useEdition();
  const campaigns = useCampaigns();
  const [open, setOpen] = useState<string | null>(null);
  if (!campaigns.data) return <Spinner label={t('loading')} />;
  return (
    <section aria-labelledby="campaigns-heading" className="flex flex-col gap-4">
      <h2 id="campaigns-heading" className="text-2xl font-bold text-sand">
        {t('campaigns.heading')}
      </h2>
      {campaigns.data.length === 0 && <p className="text-mist">{t('campaigns.none')}</p>}
      {campaigns.data.map((campaign) => (
        <article
          key={campaign.id}
          data-testid="portal-campaign"
          className="rounded-2xl border border-line bg-night p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="text-lg font-bold text-sand">
              <bdi>{campaign.name}</bdi>
            </h3>
            <span
              className={`rounded-full border px-3 py-0.5 text-xs font-bold tracking-wider ${campaignStatusClass(campaign.status)}`}
            >
              {campaign.status}
            </span>
          </div>
          <p className="mt-1 text-sm text-mist">
            {t('campaigns.flight', {
              from: formatDate(campaign.startAt, language),
              to: formatDate(campaign.endAt, language),
            })}
            {campaign.budget !== null &&
              ` · ${t('campaigns.budget')}: ${formatNumber(campaign.budget, language)}`}
          </p>
          {campaign.status !== 'DRAFT' && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              aria-expanded={open === campaign.id}
              onClick={() => setOpen(open === campaign.id ? null : campaign.id)}
            >
              {open === campaign.id ? t('campaigns.hideReport') : t('campaigns.report')}
            </Button>
          )}
          {open === campaign.id && <ReportPanel campaign={campaign} />}
        </article>
      ))}
    </section>
  );
}
