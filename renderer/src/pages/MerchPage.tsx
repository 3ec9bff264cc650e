import { useTranslation } from '../lib/i18n';
import { PageHero } from '../components/ui/PageHero';
import { NotifyMeForm } from '../features/commerce/components/NotifyMeForm';
import { ProductTeaserCard } from '../features/commerce/components/ProductTeaserCard';
import { SAMPLE_PRODUCTS } from '../features/commerce/store-teaser';

export default function MerchPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t('store.eyebrow')} title={t('store.title')}>
        {t('store.intro')}
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading" className="font-display text-4xl tracking-wide text-gold">
            {t('store.firstLook')}
          </h2>
          <p className="mt-2 text-mist">{t('store.sample')}</p>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SAMPLE_PRODUCTS.map((product, index) => (
              <ProductTeaserCard key={product.id} product={product} priority={index === 0} />
            ))}
          </div>
        </section>
        <section
          aria-labelledby="notify-heading"
          className="mx-auto w-full max-w-2xl rounded-2xl border border-gold/30 bg-night p-6 sm:p-8"
        >
          <h2 id="notify-heading" className="font-display text-4xl tracking-wide text-gold">
            {t('store.firstInLine')}
          </h2>
          <p className="mt-2 mb-6 text-mist">{t('store.firstInLineText')}</p>
          <NotifyMeForm />
        </section>
      </div>
    </>
  );
}
