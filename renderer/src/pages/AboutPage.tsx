import { useEdition, useTranslation } from '../lib/i18n';
import { ABOUT_NS } from '../lib/i18n/namespaces/about';
import { PageHero } from '../components/ui/PageHero';
import { Icon } from '../features/content/ui/Icon';

// The page's layout: which card shows which icon or colour; the words are in the `about` namespace.
const INFLUENCES = [
  ['mars', 'rocket'],
  ['vision2030', 'eye'],
  ['lebanon', 'book'],
] as const;
const JOURNEY = ['lebanon', 'uae', 'saudi'] as const;
const FOUNDER_LINK = 'https://www.vision2030.gov.sa/';
const BELIEFS = [
  ['heritage', 'heart'],
  ['world', 'globe'],
  ['creators', 'academy'],
] as const;
const FEATURES = [
  ['lore', 'users'],
  ['comics', 'book'],
  ['timeline', 'map'],
  ['community', 'heart'],
  ['academy', 'academy'],
  ['merch', 'bag'],
] as const;
const PALETTE = [
  ['dark', 'bg-ink'],
  ['gold', 'bg-gold'],
  ['pearl', 'bg-pearl'],
  ['royal', 'bg-royal'],
] as const;

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

// The founder's portrait beside the places that shaped the universe.
function FounderSection() {
  const { t } = useTranslation(ABOUT_NS);
  return (
    <section aria-labelledby="about-founder" className="border-y border-line bg-night/60">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 md:grid-cols-[1fr_1.4fr]">
        <img
          src="/art/about/founder.svg"
          alt={t('founderAlt')}
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-sm rounded-3xl border border-gold/40"
        />
        <div>
          <p className="font-semibold tracking-[0.3em] text-pearl uppercase">{t('founder')}</p>
          <h2
            id="about-founder"
            className="mt-1 font-display text-4xl tracking-wide text-gold sm:text-5xl"
          >
            {t('journey')}
          </h2>
          <ol className="mt-8 space-y-6">
            {JOURNEY.map((id) => (
              <li key={id} className="flex gap-4">
                <span className="mt-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-royal/20 text-royal">
                  <Icon name="pin" size={20} />
                </span>
                <div>
                  <h3 className="text-xl font-bold text-sand">{t(`journeySteps.${id}.place`)}</h3>
                  <p className="mt-1 text-mist">{t(`journeySteps.${id}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <a
            href={FOUNDER_LINK}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex items-center gap-2 font-semibold text-gold underline-offset-4 hover:underline"
          >
            {t('founderLink')}
            <Icon name="external" size={18} />
            <span className="sr-only">{t('newTab')}</span>
          </a>
        </div>
      </div>
    </section>
  );
}

// The palette and the bilingual wordmark.
function DesignSection() {
  const { t } = useTranslation(ABOUT_NS);
  return (
    <section aria-labelledby="about-design" className="mx-auto max-w-6xl px-4 py-16">
      <SectionTitle id="about-design" eyebrow={t('design')}>
        {t('designTitle')}
      </SectionTitle>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PALETTE.map(([id, swatch]) => (
          <li key={id} className="rounded-2xl border border-line bg-night p-5">
            <span
              aria-hidden="true"
              className={`block h-12 w-12 rounded-full border border-mist/40 ${swatch}`}
            />
            <h3 className="mt-3 text-lg font-bold text-sand">{t(`palette.${id}.name`)}</h3>
            <p className="mt-1 text-sm text-mist">{t(`palette.${id}.text`)}</p>
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
        <p className="mx-auto mt-3 max-w-2xl text-mist">{t('typography')}</p>
      </div>
    </section>
  );
}

function MissionSection() {
  const { t } = useTranslation(ABOUT_NS);
  return (
    <section
      aria-labelledby="about-mission"
      className="border-t border-line bg-gradient-to-b from-dusk to-ink"
    >
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2
          id="about-mission"
          className="font-display text-4xl tracking-wide text-gold sm:text-5xl"
        >
          {t('mission')}
        </h2>
        <p className="mt-6 text-xl text-sand">{t('missionText')}</p>
      </div>
    </section>
  );
}

export default function AboutPage() {
  const { t } = useTranslation(ABOUT_NS);
  const language = useEdition();
  const quote = t('quote.text');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')}>
        <figure>
          <blockquote className="font-display text-2xl tracking-wide text-sand sm:text-3xl">
            {language === 'ar' ? `«${quote}»` : `“${quote}”`}
          </blockquote>
          <figcaption className="mt-3 text-base text-pearl">{t('quote.source')}</figcaption>
        </figure>
      </PageHero>

      <section aria-labelledby="about-influences" className="mx-auto max-w-7xl px-4 py-16">
        <SectionTitle id="about-influences" eyebrow={t('origins')}>
          {t('originsTitle')}
        </SectionTitle>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {INFLUENCES.map(([id, icon]) => (
            <IconCard
              key={id}
              icon={icon}
              title={t(`influences.${id}.title`)}
              text={t(`influences.${id}.text`)}
            />
          ))}
        </ul>
      </section>

      <FounderSection />

      <section aria-labelledby="about-vision" className="mx-auto max-w-7xl px-4 py-16">
        <SectionTitle id="about-vision" eyebrow={t('vision')}>
          {t('visionTitle')}
        </SectionTitle>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {BELIEFS.map(([id, icon]) => (
            <IconCard
              key={id}
              icon={icon}
              title={t(`beliefs.${id}.title`)}
              text={t(`beliefs.${id}.text`)}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-platform" className="border-t border-line bg-night/60">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <SectionTitle id="about-platform" eyebrow={t('platform')}>
            {t('platformTitle')}
          </SectionTitle>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(([id, icon]) => (
              <IconCard
                key={id}
                icon={icon}
                title={t(`features.${id}.title`)}
                text={t(`features.${id}.text`)}
              />
            ))}
          </ul>
        </div>
      </section>

      <DesignSection />

      <MissionSection />
    </>
  );
}
