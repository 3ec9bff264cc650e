import { useEdition, useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/links';
import { buttonClass } from '../../../components/ui/Button';
import { Icon } from '../ui/Icon';
import { EpisodeBadges, EpisodeCover } from './EpisodeBadges';
import { DUBAI_NS } from '../../../lib/i18n/namespaces/dubai';
import {
  DUBAI_EPISODE,
  dubaiTextsIn,
  METRO_FEATURES,
  METRO_TAKEOVER_IMAGES,
} from './dubai-guardians';

/** The Guardians of Dubai episode banner and the Dubai Metro station takeover concept. */
export function DubaiGuardiansFeature() {
  const { t } = useTranslation();
  const language = useEdition();
  const { t: dubai } = useTranslation(DUBAI_NS);
  return (
    <>
      <section
        aria-labelledby="dubai-episode"
        className="relative overflow-hidden border-y border-line bg-gradient-to-br from-dusk via-night to-ink px-4 py-16"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="font-semibold tracking-[0.3em] text-pearl uppercase">
              {t('dubai.newEpisode')}
            </p>
            <h2
              id="dubai-episode"
              className="mt-2 font-display text-5xl tracking-wide text-gold sm:text-6xl"
            >
              {dubai('episode.title')}
            </h2>
            <div className="mt-4">
              <EpisodeBadges />
            </div>
            <p className="mt-6 text-lg text-mist">{dubai('episode.synopsis')}</p>
            <ul aria-label={t('dubai.highlights')} className="mt-6 grid gap-3 sm:grid-cols-2">
              {DUBAI_EPISODE.highlights.map((id) => (
                <li key={id} className="rounded-xl border border-line bg-ink/60 p-4">
                  <p className="font-semibold text-sand">{dubai(`highlights.${id}.title`)}</p>
                  <p className="mt-1 text-sm text-mist">{dubai(`highlights.${id}.text`)}</p>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/comics/dubai-guardians" className={buttonClass('primary', 'lg')}>
                {t('dubai.readEpisode')}
              </Link>
              <Link to="/characters" className={buttonClass('secondary', 'lg')}>
                {t('dubai.meetHeroes')}
              </Link>
            </div>
          </div>
          <EpisodeCover />
        </div>
      </section>

      <section aria-labelledby="metro-takeover" className="mx-auto max-w-7xl px-4 py-16">
        <p className="text-center font-semibold tracking-[0.3em] text-pearl uppercase">
          {t('dubai.metro')}
        </p>
        <h2
          id="metro-takeover"
          className="mt-2 text-center font-display text-4xl tracking-wide text-gold sm:text-5xl"
        >
          {t('dubai.takeover')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-mist">{t('dubai.takeoverText')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {METRO_TAKEOVER_IMAGES.map((image) => (
            <li key={image.src}>
              <figure className="overflow-hidden rounded-2xl border border-line bg-night">
                <img
                  src={image.src}
                  alt={dubai(`metroImages.${image.id}.alt`)}
                  width={800}
                  height={500}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] h-auto w-full object-cover"
                />
                <figcaption className="p-4 font-semibold text-sand">
                  {dubai(`metroImages.${image.id}.title`)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {METRO_FEATURES.map((feature) => (
            <li key={feature.id} className="rounded-2xl border border-line bg-night p-6">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-royal/20 text-royal">
                <Icon name={feature.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-sand">
                {dubai(`metroFeatures.${feature.id}.title`)}
              </h3>
              <p className="mt-2 text-sm text-mist">{dubai(`metroFeatures.${feature.id}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-16 text-center">
          <p className="font-display text-5xl tracking-wide text-gold sm:text-6xl">
            {dubai('episode.tagline')}
          </p>
          {/* The English edition gives the Arabic line too; the Arabic one says it once. */}
          {language === 'en' && (
            <p lang="ar" dir="rtl" className="mt-2 font-arabic text-4xl text-pearl sm:text-5xl">
              {dubaiTextsIn('ar')('episode.tagline')}
            </p>
          )}
        </div>
      </section>
    </>
  );
}
