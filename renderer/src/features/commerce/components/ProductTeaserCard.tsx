import type { SAMPLE_PRODUCTS } from '../store-teaser';
import { useTranslation } from '../../../lib/i18n';
import { COMMERCE_NS } from '../../../lib/i18n/namespaces/commerce';

type Product = (typeof SAMPLE_PRODUCTS)[number];

/**
 * A dimmed sample product under a "Coming Soon" overlay. `priority`: the first picture, which can
 * be the page's largest paint on a phone, is fetched first.
 */
export function ProductTeaserCard({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const { t: texts } = useTranslation(COMMERCE_NS);
  return (
    <article
      aria-labelledby={`product-${product.id}`}
      data-testid="product-teaser"
      className="relative overflow-hidden rounded-2xl border border-line bg-night"
    >
      <div>
        <img
          src={product.image}
          alt=""
          width={480}
          height={480}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="aspect-square w-full bg-dusk object-cover opacity-40 grayscale-[40%]"
        />
        <div className="p-5 opacity-75">
          <h3 id={`product-${product.id}`} className="text-lg font-bold text-sand">
            {texts(`products.${product.id}.name`)}
          </h3>
          <p className="mt-1 text-sm text-mist">{texts(`products.${product.id}.description`)}</p>
          <p className="mt-3 text-lg font-bold text-gold">
            {texts(`products.${product.id}.price`)}
          </p>
        </div>
      </div>
      <div className="absolute inset-0 flex items-center justify-center">
        <span className="-rotate-6 rounded-lg border-2 border-gold bg-ink/85 px-5 py-2 font-display text-2xl tracking-widest text-gold shadow-xl">
          {t('common.comingSoon')}
        </span>
      </div>
    </article>
  );
}
