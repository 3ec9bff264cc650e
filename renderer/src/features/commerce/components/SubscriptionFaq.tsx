import { useTranslation } from '../../../lib/i18n';
import { COMMERCE_NS } from '../../../lib/i18n/namespaces/commerce';

const QUESTIONS = ['cancel', 'annual', 'change'] as const;

export function SubscriptionFaq() {
  const { t } = useTranslation();
  const { t: texts } = useTranslation(COMMERCE_NS);
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl">
      <h2 id="faq-heading" className="text-center font-display text-4xl tracking-wide text-gold">
        {t('subscription.faqTitle')}
      </h2>
      <dl className="mt-8 space-y-4">
        {QUESTIONS.map((id) => (
          <div key={id} className="rounded-xl border border-line bg-night p-5">
            <dt className="font-semibold text-sand">{texts(`faq.${id}.question`)}</dt>
            <dd className="mt-2 text-mist">{texts(`faq.${id}.answer`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
