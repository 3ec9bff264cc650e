import { useTranslation } from '../lib/i18n';
import { PageHero } from '../components/ui/PageHero';
import { CharacterGrid } from '../features/content/characters/CharacterGrid';

export default function CharactersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t('heroes.eyebrow')} title={t('heroes.title')}>
        <p>{t('heroes.intro')}</p>
      </PageHero>
      <section aria-label={t('heroes.region')} className="mx-auto max-w-7xl px-4 py-12">
        <CharacterGrid />
      </section>
    </>
  );
}
