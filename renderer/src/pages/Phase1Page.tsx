import { Link } from '../lib/links';
import { AWAKENING_STEPS, getPhase1Cards } from '@shared/content/phase1';
import { buttonClass } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { Phase1GuardianCard } from '../features/content/phase1/Phase1GuardianCard';

const CARDS = getPhase1Cards();

export default function Phase1Page() {
  return (
    <>
      <PageHero eyebrow="The Story Begins" title="Phase 1: The Foundation">
        <p>
          Three guardians wake first: the memory of the land, the bridge to the stars and the spirit
          of the ancient flame. Their awakening lays the foundation of the universe.
        </p>
      </PageHero>

      <section aria-labelledby="phase1-guardians" className="mx-auto max-w-7xl px-4 py-16">
        <h2
          id="phase1-guardians"
          className="text-center font-display text-4xl tracking-wide text-gold sm:text-5xl"
        >
          The First Three Guardians
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {CARDS.map((card) => (
            <li key={card.characterId}>
              <Phase1GuardianCard card={card} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="phase1-awakening" className="border-y border-line bg-night/60">
        <div className="mx-auto max-w-4xl px-4 py-16">
          <h2
            id="phase1-awakening"
            className="text-center font-display text-4xl tracking-wide text-gold sm:text-5xl"
          >
            The Awakening
          </h2>
          <ol className="relative mt-10 space-y-8 border-l border-gold/40 pl-8">
            {AWAKENING_STEPS.map((step, index) => (
              <li key={step.title} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-0 -left-[3.125rem] flex h-9 w-9 items-center justify-center rounded-full bg-gold font-display text-lg text-ink"
                >
                  {index + 1}
                </span>
                <h3 className="text-xl font-bold text-sand">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-mist">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="phase1-next" className="px-4 py-16 text-center">
        <h2 id="phase1-next" className="font-display text-4xl tracking-wide text-gold">
          The Foundation Is Laid
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-mist">
          Meet every guardian of the universe, or read how the first three found their powers.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/characters" className={buttonClass('primary', 'lg')}>
            View All Heroes
          </Link>
          <Link to="/comics" className={buttonClass('secondary', 'lg')}>
            Read Their Stories
          </Link>
        </div>
      </section>
    </>
  );
}
