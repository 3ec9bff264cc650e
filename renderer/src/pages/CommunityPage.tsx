import { useTranslation } from '../lib/i18n';
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
  const { t } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t('community.eyebrow')} title={t('community.title')}>
        {t('community.intro')}
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12">
        <Panel
          id="create-hero-heading"
          title={t('community.createTitle')}
          intro={t('community.createIntro')}
        >
          <div className="grid gap-8 lg:grid-cols-2">
            <CreateHeroForm />
            <HeroList />
          </div>
        </Panel>
        <div className="grid gap-8 lg:grid-cols-2">
          <Panel
            id="vote-heading"
            title={t('community.voteTitle')}
            intro={t('community.voteIntro')}
          >
            <CommunityVote />
          </Panel>
          <Panel
            id="newsletter-heading"
            title={t('community.newsletterTitle')}
            intro={t('community.newsletterIntro')}
          >
            <NewsletterForm />
          </Panel>
        </div>
      </div>
    </>
  );
}
