import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Icon } from '../ui/Icon';

/** The hidden "Sacred Moment": loaded only when the sparkle is clicked. */
export default function EasterEggDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('home.egg.title')}>
      <div className="flex flex-col items-center text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gold/15 text-gold">
          <Icon name="sparkle" size={28} />
        </span>
        <blockquote className="mt-5">
          <p className="font-display text-2xl leading-snug tracking-wide text-sand">
            {t('home.egg.quote')}
          </p>
          <footer className="mt-3 text-sm text-pearl">{t('home.egg.source')}</footer>
        </blockquote>
        <p className="mt-6 rounded-full border border-gold/40 px-4 py-1 text-sm font-semibold tracking-widest text-gold uppercase">
          {t('home.egg.unlocked')}
        </p>
        <Button className="mt-6" onClick={onClose}>
          {t('home.egg.continue')}
        </Button>
      </div>
    </Modal>
  );
}
