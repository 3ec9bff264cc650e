import { useEdition, useTranslation } from '../../../lib/i18n';
const FAQ_EN = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. You can cancel your subscription at any time, and you keep your access until the end of your billing period.',
  },
  {
    question: 'Do you offer annual plans?',
    answer: 'Yes. Annual subscriptions save you up to 20% compared with paying monthly.',
  },
  {
    question: 'Can I change my plan later?',
    answer: 'Of course. Move up or down between tiers whenever your journey calls for it.',
  },
] as const;

const FAQ_AR: readonly { question: string; answer: string }[] = [
  {
    question: 'هل يمكنني الإلغاء في أي وقت؟',
    answer: 'نعم. يمكنك إلغاء اشتراكك متى شئت، ويبقى وصولك متاحًا حتى نهاية فترة الفوترة.',
  },
  {
    question: 'هل تتوفر خطط سنوية؟',
    answer: 'نعم. يوفّر لك الاشتراك السنوي ما يصل إلى 20% مقارنةً بالدفع الشهري.',
  },
  {
    question: 'هل يمكنني تغيير خطتي لاحقًا؟',
    answer: 'بالتأكيد. انتقل بين الفئات صعودًا أو نزولًا متى تطلّبت رحلتك ذلك.',
  },
];

export function SubscriptionFaq() {
  const { t } = useTranslation();
  const faq = useEdition() === 'ar' ? FAQ_AR : FAQ_EN;
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl">
      <h2 id="faq-heading" className="text-center font-display text-4xl tracking-wide text-gold">
        {t('subscription.faqTitle')}
      </h2>
      <dl className="mt-8 space-y-4">
        {faq.map((item) => (
          <div key={item.question} className="rounded-xl border border-line bg-night p-5">
            <dt className="font-semibold text-sand">{item.question}</dt>
            <dd className="mt-2 text-mist">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
