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
  const { user } = useAuth();
  const [formOpen, setFormOpen] = useState(false);
  return (
    <>
      <PageHero eyebrow="Partnerships" title="Partner with Abtal">
        Put your brand inside a universe the region is proud of. We weave partners into stories,
        stations, stores and screens, so audiences remember you as part of the adventure.
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <PartnershipStats />
        <CampaignList signedIn={!!user} />
        <section aria-labelledby="apply-heading" className="flex flex-col gap-6">
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 id="apply-heading" className="font-display text-4xl tracking-wide text-gold">
                Become a Partner
              </h2>
              <p className="mt-2 text-mist">
                Tell us about your brand; our team replies within 3-5 business days.
              </p>
            </div>
            <Button
              size="lg"
              variant={formOpen ? 'secondary' : 'primary'}
              aria-expanded={formOpen}
              aria-controls="partnership-form"
              onClick={() => setFormOpen((open) => !open)}
            >
              {formOpen ? 'Cancel' : 'Apply for Partnership'}
            </Button>
          </div>
          {formOpen && <PartnershipForm onSubmitted={() => setFormOpen(false)} />}
        </section>
        <PartnershipSectors />
      </div>
    </>
  );
}
