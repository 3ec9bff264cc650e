import { useTranslation } from '../../../lib/i18n';
import { ACADEMY_NS } from '../../../lib/i18n/namespaces/academy';

const PILLARS = ['making', 'mentors', 'heritage'] as const;
const PORTFOLIO = ['motionComic', 'virtualSet', 'podcast', 'droneRig'] as const;

/** The academy's fixed sections: why it exists and what students have made. */
export function AcademyShowcase() {
  const { t } = useTranslation();
  const { t: texts } = useTranslation(ACADEMY_NS);
  return (
    <>
      <section aria-labelledby="pillars-heading">
        <h2 id="pillars-heading" className="font-display text-4xl tracking-wide text-gold">
          {t('academy.why')}
        </h2>
        <div className="mt-6 grid gap-5 md:grid-cols-3">
          {PILLARS.map((id) => (
            <div key={id} className="rounded-2xl border border-line bg-night p-6">
              <h3 className="text-lg font-bold text-sand">{texts(`pillars.${id}.title`)}</h3>
              <p className="mt-2 text-mist">{texts(`pillars.${id}.text`)}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="portfolio-heading">
        <h2 id="portfolio-heading" className="font-display text-4xl tracking-wide text-gold">
          {t('academy.portfolio')}
        </h2>
        <p className="mt-2 text-mist">{t('academy.portfolioText')}</p>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          {PORTFOLIO.map((id) => (
            <article
              key={id}
              className="rounded-2xl border border-line bg-gradient-to-br from-dusk to-night p-6"
            >
              <p className="text-xs font-semibold tracking-wider text-pearl uppercase">
                {texts(`portfolio.${id}.meta`)}
              </p>
              <h3 className="mt-2 text-lg font-bold text-sand">{texts(`portfolio.${id}.title`)}</h3>
              <p className="mt-2 text-mist">{texts(`portfolio.${id}.text`)}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
