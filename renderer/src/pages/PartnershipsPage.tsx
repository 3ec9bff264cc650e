import { useTranslation } from '../lib/i18n';
import { useState } from 'react';
import { Button } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { useAuth } from '../features/auth/hooks/use-auth';
import { CampaignList } from '../features/partners/components/CampaignList';
import { PartnershipForm } from '../features/partners/components/PartnershipForm';
import {
  PartnershipSectors,
  PartnershipStats,
} from '../features/partners/components/PartnershipShowcase';

export default function PartnershipsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [formOpen, setFormOpen] = useState(false);
  return (
    <>
      <PageHero eyebrow={t('partners.eyebrow')} title={t('partners.title')}>
        {t('partners.intro')}
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <PartnershipStats />
        <CampaignList signedIn={!!user} />
        <section aria-labelledby="apply-heading" className="flex flex-col gap-6">
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 id="apply-heading" className="font-display text-4xl tracking-wide text-gold">
                {t('partners.become')}
              </h2>
              <p className="mt-2 text-mist">{t('partners.becomeText')}</p>
            </div>
            <Button
              size="lg"
              variant={formOpen ? 'secondary' : 'primary'}
              aria-expanded={formOpen}
              aria-controls="partnership-form"
              onClick={() => setFormOpen((open) => !open)}
            >
              {formOpen ? t('partners.cancel') : t('partners.apply')}
            </Button>
          </div>
          {formOpen && <PartnershipForm onSubmitted={() => setFormOpen(false)} />}
        </section>
        <PartnershipSectors />
      </div>
    </>
  );
}
