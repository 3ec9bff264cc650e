import { useEdition, useTranslation } from '../lib/i18n';
import { Link } from '../lib/links';
import { arabicPageTexts, getComicChapters } from '@shared/content/comic-pages';
import { buttonClass } from '../components/ui/Button';
import { EpisodeBadges, EpisodeCover } from '../features/content/dubai/EpisodeBadges';
import { DUBAI_EPISODE, dubaiTextsIn } from '../features/content/dubai/dubai-guardians';
import { DUBAI_NS } from '../lib/i18n/namespaces/dubai';

export default function DubaiGuardiansPage() {
  const { t } = useTranslation();
  const language = useEdition();
  const { t: dubai } = useTranslation(DUBAI_NS);
  const chapters = getComicChapters(DUBAI_EPISODE.id);
  const arabicTexts = language === 'ar' ? arabicPageTexts(DUBAI_EPISODE.id) : [];
  let pageNumber = 0;

  return (
    <article className="pb-16">
      <header className="border-b border-line bg-gradient-to-b from-dusk to-ink px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-[1fr_1.3fr]">
          <EpisodeCover eager />
          <div>
            <p className="font-semibold tracking-[0.3em] text-pearl uppercase">
              {t('dubai.episode')}
            </p>
            <h1 className="mt-2 font-display text-5xl tracking-wide text-gold sm:text-7xl">
              {dubai('episode.title')}
            </h1>
            <div className="mt-4">
              <EpisodeBadges />
            </div>
            <p className="mt-6 text-lg text-mist">{dubai('episode.synopsis')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={`/comics/reader/${DUBAI_EPISODE.id}`}
                className={buttonClass('primary', 'lg')}
              >
                {t('dubai.readEpisode')}
              </Link>
              <Link to="/comics" className={buttonClass('secondary', 'lg')}>
                {t('dubai.allComics')}
              </Link>
            </div>
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 pt-12 lg:grid-cols-2">
        <section aria-labelledby="episode-pages">
          <h2 id="episode-pages" className="font-display text-4xl tracking-wide text-gold">
            {t('dubai.inside')}
          </h2>
          <ol className="mt-6 space-y-6">
            {chapters.map((chapter) => (
              <li key={chapter.id}>
                <h3 className="text-lg font-bold text-pearl">
                  {language === 'ar' ? (chapter.titleAr ?? chapter.title) : chapter.title}
                </h3>
                <ol className="mt-3 space-y-3">
                  {chapter.pages.map((page) => {
                    pageNumber += 1;
                    return (
                      <li
                        key={page.id}
                        className="flex gap-4 rounded-xl border border-line bg-night p-4"
                      >
                        <span className="font-display text-2xl text-gold" aria-hidden="true">
                          {pageNumber}
                        </span>
                        <p className="text-sm text-mist">
                          <span className="sr-only">{t('dubai.page', { number: pageNumber })}</span>
                          {language === 'ar' ? arabicTexts[pageNumber - 1] : page.text}
                        </p>
                      </li>
                    );
                  })}
                </ol>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="episode-heroes">
          <h2 id="episode-heroes" className="font-display text-4xl tracking-wide text-gold">
            {t('dubai.profiles')}
          </h2>
          <ul className="mt-6 space-y-4">
            {DUBAI_EPISODE.profiles.map((id) => (
              <li key={id} className="rounded-2xl border border-line bg-night p-6">
                <h3 className="font-display text-3xl tracking-wide text-sand">
                  {dubai(`profiles.${id}.name`)}
                </h3>
                <p className="text-sm font-semibold tracking-wider text-pearl uppercase">
                  {dubai(`profiles.${id}.role`)}
                </p>
                <p className="mt-3 text-mist">{dubai(`profiles.${id}.text`)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 rounded-2xl border border-gold/30 bg-dusk p-6 text-center">
            <p className="font-display text-4xl tracking-wide text-gold">
              {dubai('episode.tagline')}
            </p>
            {language === 'en' && (
              <p lang="ar" dir="rtl" className="mt-1 font-arabic text-3xl text-pearl">
                {dubaiTextsIn('ar')('episode.tagline')}
              </p>
            )}
          </div>
        </section>
      </div>
    </article>
  );
}
