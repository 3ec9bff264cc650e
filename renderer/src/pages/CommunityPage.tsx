import type { ReactNode } from 'react';
import { PageHero } from '../components/ui/PageHero';
import { CommunityVote } from '../features/community/components/CommunityVote';
import { CreateHeroForm } from '../features/community/components/CreateHeroForm';
import { HeroList } from '../features/community/components/HeroList';
import { NewsletterForm } from '../features/community/components/NewsletterForm';

function Panel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-night p-6 sm:p-8">
      <h2 id={id} className="font-display text-4xl tracking-wide text-gold">
        {title}
      </h2>
      <p className="mt-2 mb-6 text-mist">{intro}</p>
      {children}
    </section>
  );
}

export default function CommunityPage() {
  return (
    <>
      <PageHero eyebrow="Join In" title="Community Zone">
        Shape the universe with us: imagine new heroes, vote on the next story and stay close to
        every launch.
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12">
        <Panel
          id="create-hero-heading"
          title="Create Your Hero"
          intro="Give the universe a new guardian. Name them, choose their element and tell their origin."
        >
          <div className="grid gap-8 lg:grid-cols-2">
            <CreateHeroForm />
            <HeroList />
          </div>
        </Panel>
        <div className="grid gap-8 lg:grid-cols-2">
          <Panel
            id="vote-heading"
            title="Community Vote"
            intro="The guardian with the most votes stars in the next community comic."
          >
            <CommunityVote />
          </Panel>
          <Panel
            id="newsletter-heading"
            title="Stay Updated"
            intro="New episodes, events and drops, straight to your inbox."
          >
            <NewsletterForm />
          </Panel>
        </div>
      </div>
    </>
  );
}
