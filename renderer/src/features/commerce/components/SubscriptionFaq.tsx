const FAQ = [
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

export function SubscriptionFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl">
      <h2 id="faq-heading" className="text-center font-display text-4xl tracking-wide text-gold">
        Frequently Asked Questions
      </h2>
      <dl className="mt-8 space-y-4">
        {FAQ.map((item) => (
          <div key={item.question} className="rounded-xl border border-line bg-night p-5">
            <dt className="font-semibold text-sand">{item.question}</dt>
            <dd className="mt-2 text-mist">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
