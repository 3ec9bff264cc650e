import { useEdition, useTranslation } from '../lib/i18n';
import { Link } from '../lib/links';
import { getComicChapters } from '@shared/content/comic-pages';
import { buttonClass } from '../components/ui/Button';
import { EpisodeBadges, EpisodeCover } from '../features/content/dubai/EpisodeBadges';
import { DUBAI_EPISODE, dubaiTexts } from '../features/content/dubai/dubai-guardians';
import { ARABIC_CHAPTER_TITLES, ARABIC_PAGE_TEXTS } from '../features/content/dubai/dubai-pages.ar';

export default function DubaiGuardiansPage() {
  const { t } = useTranslation();
  const language = useEdition();
  const { episode } = dubaiTexts(language);
  const chapters = getComicChapters(DUBAI_EPISODE.id);
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
              {episode.title}
            </h1>
            <div className="mt-4">
              <EpisodeBadges />
            </div>
            <p className="mt-6 text-lg text-mist">{episode.synopsis}</p>
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
                  {language === 'ar' ? ARABIC_CHAPTER_TITLES[chapter.id] : chapter.title}
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
                          {language === 'ar' ? ARABIC_PAGE_TEXTS[pageNumber - 1] : page.text}
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
            {episode.profiles.map((profile) => (
              <li key={profile.name} className="rounded-2xl border border-line bg-night p-6">
                <h3 className="font-display text-3xl tracking-wide text-sand">{profile.name}</h3>
                <p className="text-sm font-semibold tracking-wider text-pearl uppercase">
                  {profile.role}
                </p>
                <p className="mt-3 text-mist">{profile.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 rounded-2xl border border-gold/30 bg-dusk p-6 text-center">
            <p className="font-display text-4xl tracking-wide text-gold">{episode.tagline}</p>
            {language === 'en' && (
              <p lang="ar" dir="rtl" className="mt-1 font-arabic text-3xl text-pearl">
                {episode.taglineArabic}
              </p>
            )}
          </div>
        </section>
      </div>
    </article>
  );
}
