import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router-dom';
import { COMICS } from '@shared/content/comics';
import type { Tier } from '@shared/enums';
import { FilterButtons } from '../../../components/ui/FilterButtons';
import { useAddressFilters } from '../../../lib/first-render';
import { ComicCard } from './ComicCard';
import { EpisodeShelf } from './EpisodeShelf';
import {
  COMIC_FILTERS,
  filterComics,
  parseComicFilter,
  type ComicFilterValue,
} from './filter-comics';

/**
 * The bundled comics and the server's new episodes (adventures), one catalogue. The filter lives
 * in the URL (?category=origins) so a filtered list can be shared.
 */
export function ComicsCatalogue({
  tier = null,
  signedIn = false,
}: {
  /** The reader's tier (null: a signed-out visitor), for the episodes' release times. */
  tier?: Tier | null;
  signedIn?: boolean;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The prerendered HTML lists every comic: a shared link's filter applies once the page is live.
  const filtering = useAddressFilters(params.has('category'));
  const filter = parseComicFilter(filtering ? params.get('category') : null);
  const comics = filterComics(COMICS, filter);

  const select = (value: ComicFilterValue) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete('category');
        else next.set('category', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section aria-labelledby="comics-catalogue" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="comics-catalogue" className="sr-only">
        {t('comics.catalogue')}
      </h2>
      <FilterButtons
        label={t('comics.filter')}
        options={COMIC_FILTERS.map((option) => ({
          ...option,
          label: t(`comics.category.${option.value}`),
        }))}
        value={filter}
        onChange={select}
        className="justify-center"
      />
      <p aria-live="polite" className="sr-only">
        {t('comics.shown', { count: comics.length })}
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="comic-grid">
        {comics.map((comic, index) => (
          <li key={comic.id}>
            <ComicCard comic={comic} priority={index === 0} />
          </li>
        ))}
      </ul>
      {(filter === 'all' || filter === 'adventures') && (
        <EpisodeShelf tier={tier} signedIn={signedIn} />
      )}
    </section>
  );
}
