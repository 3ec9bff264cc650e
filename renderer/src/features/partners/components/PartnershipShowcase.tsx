import { useTranslation } from '../../../lib/i18n';
const STATS = ['audience', 'recall', 'integration'] as const;

const SECTORS = [
  {
    key: 'metro',
    image: '/art/sectors/metro.svg',
  },
  {
    key: 'retail',
    image: '/art/sectors/retail.svg',
  },
  {
    key: 'food',
    image: '/art/sectors/food.svg',
  },
] as const;

export function PartnershipStats() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('partners.whyRegion')} className="grid gap-5 sm:grid-cols-3">
      {STATS.map((stat) => (
        <div key={stat} className="rounded-2xl border border-line bg-night p-6 text-center">
          <p className="font-display text-5xl tracking-wide text-gold">
            {t(`partners.statValues.${stat}`)}
          </p>
          <p className="mt-2 text-mist">{t(`partners.stats.${stat}`)}</p>
        </div>
      ))}
    </section>
  );
}

export function PartnershipSectors() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sectors-heading">
      <h2 id="sectors-heading" className="font-display text-4xl tracking-wide text-gold">
        {t('partners.sectors')}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {SECTORS.map((sector) => (
          <article
            key={sector.key}
            className="overflow-hidden rounded-2xl border border-line bg-night"
          >
            <img
              src={sector.image}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              className="aspect-video w-full bg-dusk object-cover"
            />
            <div className="p-5">
              <h3 className="text-lg font-bold text-sand">{t(`partners.sector.${sector.key}`)}</h3>
              <p className="mt-2 text-sm text-mist">{t(`partners.sector.${sector.key}Text`)}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
