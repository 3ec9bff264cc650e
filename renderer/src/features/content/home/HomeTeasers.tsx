import { useEdition, useTranslation } from '../../../lib/i18n';
import { inLanguage } from '@shared/content/types';
import { Link } from '../../../lib/links';
import { CHARACTERS } from '@shared/content/characters';
import { COMICS } from '@shared/content/comics';
import { buttonClass } from '../../../components/ui/Button';

const FEATURED_COMICS = COMICS.filter((comic) => comic.available).slice(0, 3);

export function HomeTeasers() {
  const { t } = useTranslation();
  const language = useEdition();
  return (
    <>
      <section aria-labelledby="home-heroes" className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="font-semibold tracking-[0.3em] text-pearl uppercase">
              {t('home.guardians')}
            </p>
            <h2
              id="home-heroes"
              className="mt-1 font-display text-4xl tracking-wide text-gold sm:text-5xl"
            >
              {t('home.fiveHeroes')}
            </h2>
          </div>
          <Link to="/characters" className={buttonClass('secondary', 'md')}>
            {t('home.allHeroes')}
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {CHARACTERS.map((hero) => inLanguage(hero, language)).map((character) => (
            <li key={character.id}>
              <Link
                to="/characters"
                className="group block overflow-hidden rounded-2xl border border-line bg-night transition-colors hover:border-gold/60"
              >
                <img
                  src={character.image}
                  alt=""
                  width={600}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/4] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <span className="block p-3">
                  <span className="block font-display text-xl tracking-wide text-sand">
                    {character.name}
                  </span>
                  <span className={`block text-xs font-semibold ${character.color}`}>
                    {character.element}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-comics" className="border-t border-line bg-night/60">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="font-semibold tracking-[0.3em] text-pearl uppercase">
                {t('home.digitalComics')}
              </p>
              <h2
                id="home-comics"
                className="mt-1 font-display text-4xl tracking-wide text-gold sm:text-5xl"
              >
                {t('home.startReading')}
              </h2>
            </div>
            <Link to="/comics" className={buttonClass('secondary', 'md')}>
              {t('home.allComics')}
            </Link>
          </div>
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {FEATURED_COMICS.map((item) => inLanguage(item, language)).map((comic) => (
              <li key={comic.id}>
                <Link
                  to={`/comics/reader/${comic.id}`}
                  className="group flex gap-4 rounded-2xl border border-line bg-ink p-3 transition-colors hover:border-gold/60 sm:flex-col"
                >
                  <img
                    src={comic.image}
                    alt=""
                    width={600}
                    height={900}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[2/3] h-auto w-24 rounded-lg object-cover sm:w-full"
                  />
                  <span className="flex flex-col justify-center">
                    <span className="font-display text-2xl tracking-wide text-sand">
                      {comic.title}
                    </span>
                    <span className="text-sm text-gold">{t('home.readFree')}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
