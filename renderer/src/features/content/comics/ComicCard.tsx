import { useEdition, useTranslation } from '../../../lib/i18n';
import { inLanguage } from '@shared/content/types';
import { Link } from '../../../lib/links';
import type { Comic } from '@shared/content/types';
import { Button, buttonClass } from '../../../components/ui/Button';

/** `priority`: the first cover, the page's largest image, is fetched at once and first. */
export function ComicCard({ comic: item, priority = false }: { comic: Comic; priority?: boolean }) {
  const { t } = useTranslation();
  const comic = inLanguage(item, useEdition());
  return (
    <article className="lazy-layout flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-night transition-colors hover:border-gold/50">
      <div>
        <img
          src={comic.image}
          alt={t('comics.cover', { title: comic.title })}
          width={600}
          height={900}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          // The first cover is the page's largest paint: decoded with the rest of the first frame.
          decoding={priority ? 'auto' : 'async'}
          className={`aspect-[2/3] h-auto w-full object-cover ${comic.available ? '' : 'opacity-60 grayscale'}`}
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs font-semibold tracking-[0.2em] text-pearl uppercase">
            {t(`comics.category.${comic.category}`)}
          </p>
          <span
            className={`rounded-full px-3 py-1 text-xs font-bold tracking-wider ${
              comic.price === 'FREE' ? 'bg-gold text-ink' : 'bg-pearl text-ink'
            }`}
          >
            {t(`comics.price.${comic.price}`)}
          </span>
        </div>
        <h3 className="mt-1 font-display text-2xl tracking-wide text-sand">{comic.title}</h3>
        <p className="mt-2 flex-1 text-sm text-mist">{comic.description}</p>
        <div className="mt-5">
          {comic.available ? (
            <Link
              to={`/comics/reader/${comic.id}`}
              className={buttonClass('primary', 'md', 'w-full')}
            >
              {t('comics.readNow')}
              <span className="sr-only">: {comic.title}</span>
            </Link>
          ) : (
            <Button variant="secondary" disabled className="w-full">
              {t('common.comingSoon')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
