import { useEdition, useTranslation } from '../lib/i18n';
import { inLanguage } from '@shared/content/types';
import { Link } from '../lib/links';
import { AWAKENING_STEPS, getPhase1Cards } from '@shared/content/phase1';
import { buttonClass } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { Phase1GuardianCard } from '../features/content/phase1/Phase1GuardianCard';

const CARDS = getPhase1Cards();

export default function Phase1Page() {
  const { t } = useTranslation();
  const language = useEdition();
  return (
    <>
      <PageHero eyebrow={t('phase1.eyebrow')} title={t('phase1.title')}>
        <p>{t('phase1.intro')}</p>
      </PageHero>

      <section aria-labelledby="phase1-guardians" className="mx-auto max-w-7xl px-4 py-16">
        <h2
          id="phase1-guardians"
          className="text-center font-display text-4xl tracking-wide text-gold sm:text-5xl"
        >
          {t('phase1.firstThree')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {CARDS.map((card, index) => (
            <li key={card.characterId}>
              <Phase1GuardianCard card={card} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="phase1-awakening" className="border-y border-line bg-night/60">
        <div className="mx-auto max-w-4xl px-4 py-16">
          <h2
            id="phase1-awakening"
            className="text-center font-display text-4xl tracking-wide text-gold sm:text-5xl"
          >
            {t('phase1.awakening')}
          </h2>
          <ol className="relative mt-10 space-y-8 border-s border-gold/40 ps-8">
            {AWAKENING_STEPS.map((item) => inLanguage(item, language)).map((step, index) => (
              <li key={step.title} className="relative -ms-[3.125rem] ps-[3.125rem]">
                <span
                  aria-hidden="true"
                  className="absolute start-0 top-0 flex h-9 w-9 items-center justify-center rounded-full bg-gold font-display text-lg text-ink"
                >
                  {index + 1}
                </span>
                <h3 className="text-xl font-bold text-sand">
                  <span className="sr-only">{t('phase1.step', { number: index + 1 })}</span>
                  {step.title}
                </h3>
                <p className="mt-2 text-mist">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="phase1-next" className="px-4 py-16 text-center">
        <h2 id="phase1-next" className="font-display text-4xl tracking-wide text-gold">
          {t('phase1.laid')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-mist">{t('phase1.laidText')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/characters" className={buttonClass('primary', 'lg')}>
            {t('phase1.allHeroes')}
          </Link>
          <Link to="/comics" className={buttonClass('secondary', 'lg')}>
            {t('phase1.stories')}
          </Link>
        </div>
      </section>
    </>
  );
}
