import { useEdition, useTranslation } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { CAMPAIGN_LIST_MAX } from '@shared/constants';
import { useCampaigns } from '../api/campaigns.api';
import { campaignStatusClass } from '../options';

/** The first campaigns, for signed-in visitors only, and only when there are any. */
export function CampaignList({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const language = useEdition();
  const campaigns = useCampaigns(signedIn);
  const shown = (campaigns.data ?? []).slice(0, CAMPAIGN_LIST_MAX);
  if (!signedIn || shown.length === 0) return null;
  return (
    <section aria-labelledby="campaigns-heading">
      <h2 id="campaigns-heading" className="font-display text-4xl tracking-wide text-gold">
        {t('partners.campaigns')}
      </h2>
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        {shown.map((campaign) => (
          <article
            key={campaign.id}
            data-testid="campaign"
            className="rounded-2xl border border-line bg-night p-6"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 className="text-lg font-bold text-sand">
                <bdi>{campaign.name}</bdi>
              </h3>
              <span
                data-testid="campaign-status"
                className={`rounded-full border px-3 py-0.5 text-xs font-bold tracking-wider ${campaignStatusClass(campaign.status)}`}
              >
                {campaign.status}
              </span>
            </div>
            <p dir="auto" className="mt-2 text-sm text-mist">
              {campaign.description}
            </p>
            <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
              {(
                [
                  [t('partners.impressions'), campaign.metrics.impressions],
                  [t('partners.clicks'), campaign.metrics.clicks],
                  [t('partners.conversions'), campaign.metrics.conversions],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg bg-ink/60 p-2">
                  <dt className="text-xs text-mist">{label}</dt>
                  <dd className="font-bold text-gold">{formatNumber(value, language)}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
