import { useHeroes } from '../api/heroes.api';

/** Heroes the community has created, newest as the server orders them. */
export function HeroList() {
  const heroes = useHeroes();
  return (
    <section aria-labelledby="hero-list-heading" className="flex flex-col gap-4">
      <h3 id="hero-list-heading" className="text-lg font-bold text-sand">
        Community Heroes
      </h3>
      {heroes.isLoading ? (
        <p role="status" className="text-mist">
          Loading heroes...
        </p>
      ) : !heroes.data?.length ? (
        <p className="text-mist">No heroes yet. Be the first to create one!</p>
      ) : (
        <ul
          className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto pr-1"
          aria-label="Community heroes"
        >
          {heroes.data.map((hero) => (
            <li key={hero.id} className="rounded-xl border border-line bg-ink/60 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold text-sand">{hero.name}</p>
                <span className="rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-semibold text-gold">
                  {hero.element}
                </span>
              </div>
              <p className="mt-2 text-sm break-words text-mist">{hero.origin}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
