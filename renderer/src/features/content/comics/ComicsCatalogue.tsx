import { useSearchParams } from 'react-router-dom';
import { COMICS } from '@shared/content/comics';
import { ComicCard } from './ComicCard';
import {
  COMIC_FILTERS,
  filterComics,
  parseComicFilter,
  type ComicFilterValue,
} from './filter-comics';

/** The filter lives in the URL (?category=origins) so a filtered list can be shared. */
export function ComicsCatalogue() {
  const [params, setParams] = useSearchParams();
  const filter = parseComicFilter(params.get('category'));
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
        Comic catalogue
      </h2>
      <div role="group" aria-label="Filter comics" className="flex flex-wrap justify-center gap-2">
        {COMIC_FILTERS.map((option) => {
          const active = option.value === filter;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={active}
              onClick={() => select(option.value)}
              className={`min-h-11 rounded-full border px-5 text-sm font-semibold transition-colors ${
                active
                  ? 'border-gold bg-gold text-ink'
                  : 'border-line bg-night text-mist hover:border-gold/60 hover:text-sand'
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="sr-only">
        {comics.length} {comics.length === 1 ? 'comic' : 'comics'} shown
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="comic-grid">
        {comics.map((comic) => (
          <li key={comic.id}>
            <ComicCard comic={comic} />
          </li>
        ))}
      </ul>
    </section>
  );
}
