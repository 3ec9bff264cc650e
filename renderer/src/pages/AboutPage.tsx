import { useTranslation } from '../lib/i18n';
import { PageHero } from '../components/ui/PageHero';
import * as ABOUT_EN from '../features/content/about/about.content';
import { ABOUT_AR } from '../features/content/about/about.content.ar';
import { useEdition } from '../lib/i18n';
import { Icon } from '../features/content/ui/Icon';

function SectionTitle({
  id,
  eyebrow,
  children,
}: {
  id: string;
  eyebrow: string;
  children: string;
}) {
  return (
    <div className="text-center">
      <p className="font-semibold tracking-[0.3em] text-pearl uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-1 font-display text-4xl tracking-wide text-gold sm:text-5xl">
        {children}
      </h2>
    </div>
  );
}

function IconCard({ icon, title, text }: { icon: string; title: string; text: string }) {
  return (
    <li className="rounded-2xl border border-line bg-night p-6">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-gold/15 text-gold">
        <Icon name={icon} />
      </span>
      <h3 className="mt-4 text-xl font-bold text-sand">{title}</h3>
      <p className="mt-2 text-mist">{text}</p>
    </li>
  );
}

export default function AboutPage() {
  const { t } = useTranslation();
  const language = useEdition();
  const {
    DESIGN_PHILOSOPHY,
    FOUNDER_JOURNEY,
    FOUNDER_LINK,
    MISSION,
    ORIGIN_INFLUENCES,
    ORIGIN_QUOTE,
    PLATFORM_FEATURES,
    VISION_CARDS,
  } = language === 'ar' ? ABOUT_AR : ABOUT_EN;
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')}>
        <figure>
          <blockquote className="font-display text-2xl tracking-wide text-sand sm:text-3xl">
            {language === 'ar' ? `«${ORIGIN_QUOTE.text}»` : `“${ORIGIN_QUOTE.text}”`}
          </blockquote>
          <figcaption className="mt-3 text-base text-pearl">{ORIGIN_QUOTE.source}</figcaption>
        </figure>
      </PageHero>

      <section aria-labelledby="about-influences" className="mx-auto max-w-7xl px-4 py-16">
        <SectionTitle id="about-influences" eyebrow={t('about.origins')}>
          {t('about.originsTitle')}
        </SectionTitle>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {ORIGIN_INFLUENCES.map((card) => (
            <IconCard key={card.title} {...card} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-founder" className="border-y border-line bg-night/60">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 md:grid-cols-[1fr_1.4fr]">
          <img
            src="/art/about/founder.svg"
            alt={t('about.founderAlt')}
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-sm rounded-3xl border border-gold/40"
          />
          <div>
            <p className="font-semibold tracking-[0.3em] text-pearl uppercase">
              {t('about.founder')}
            </p>
            <h2
              id="about-founder"
              className="mt-1 font-display text-4xl tracking-wide text-gold sm:text-5xl"
            >
              {t('about.journey')}
            </h2>
            <ol className="mt-8 space-y-6">
              {FOUNDER_JOURNEY.map((step) => (
                <li key={step.place} className="flex gap-4">
                  <span className="mt-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-royal/20 text-royal">
                    <Icon name="pin" size={20} />
                  </span>
                  <div>
                    <h3 className="text-xl font-bold text-sand">{step.place}</h3>
                    <p className="mt-1 text-mist">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <a
              href={FOUNDER_LINK.href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex items-center gap-2 font-semibold text-gold underline-offset-4 hover:underline"
            >
              {FOUNDER_LINK.label}
              <Icon name="external" size={18} />
              <span className="sr-only">{t('about.newTab')}</span>
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-vision" className="mx-auto max-w-7xl px-4 py-16">
        <SectionTitle id="about-vision" eyebrow={t('about.vision')}>
          {t('about.visionTitle')}
        </SectionTitle>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {VISION_CARDS.map((card) => (
            <IconCard key={card.title} {...card} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-platform" className="border-t border-line bg-night/60">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <SectionTitle id="about-platform" eyebrow={t('about.platform')}>
            {t('about.platformTitle')}
          </SectionTitle>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {PLATFORM_FEATURES.map((card) => (
              <IconCard key={card.title} {...card} />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-design" className="mx-auto max-w-6xl px-4 py-16">
        <SectionTitle id="about-design" eyebrow={t('about.design')}>
          {t('about.designTitle')}
        </SectionTitle>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DESIGN_PHILOSOPHY.palette.map((colour) => (
            <li key={colour.name} className="rounded-2xl border border-line bg-night p-5">
              <span
                aria-hidden="true"
                className={`block h-12 w-12 rounded-full border border-mist/40 ${colour.swatch}`}
              />
              <h3 className="mt-3 text-lg font-bold text-sand">{colour.name}</h3>
              <p className="mt-1 text-sm text-mist">{colour.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 rounded-2xl border border-gold/30 bg-dusk p-6 text-center">
          <p className="font-display text-4xl tracking-wide text-gold">
            <span lang="en">Abtal</span>{' '}
            <span lang="ar" className="font-arabic">
              أبطال
            </span>
          </p>
          <p className="mx-auto mt-3 max-w-2xl text-mist">{DESIGN_PHILOSOPHY.typography}</p>
        </div>
      </section>

      <section
        aria-labelledby="about-mission"
        className="border-t border-line bg-gradient-to-b from-dusk to-ink"
      >
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2
            id="about-mission"
            className="font-display text-4xl tracking-wide text-gold sm:text-5xl"
          >
            {t('about.mission')}
          </h2>
          <p className="mt-6 text-xl text-sand">{MISSION}</p>
        </div>
      </section>
    </>
  );
}
