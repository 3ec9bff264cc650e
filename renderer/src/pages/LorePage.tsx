import { useTranslation } from '../lib/i18n';
import { PageHero } from '../components/ui/PageHero';
import { Timeline } from '../features/content/timeline/Timeline';

export default function LorePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t('lore.eyebrow')} title={t('lore.title')}>
        <p>{t('lore.intro')}</p>
      </PageHero>
      <Timeline />
    </>
  );
}
