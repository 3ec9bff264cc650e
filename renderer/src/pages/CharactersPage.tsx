import { PageHero } from '../components/ui/PageHero';
import { CharacterGrid } from '../features/content/characters/CharacterGrid';

export default function CharactersPage() {
  return (
    <>
      <PageHero eyebrow="The Heroes" title="Meet the Guardians">
        <p>
          Five guardians woke under the great alignment, each carrying an element of the land and a
          piece of its heritage. Choose a guardian to discover their powers, origin and what they
          stand for.
        </p>
      </PageHero>
      <section aria-label="The five guardians" className="mx-auto max-w-7xl px-4 py-12">
        <CharacterGrid />
      </section>
    </>
  );
}
