import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Icon } from '../ui/Icon';

/** The hidden "Sacred Moment": loaded only when the sparkle is clicked. */
export default function EasterEggDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Sacred Moment">
      <div className="flex flex-col items-center text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gold/15 text-gold">
          <Icon name="sparkle" size={28} />
        </span>
        <blockquote className="mt-5">
          <p className="font-display text-2xl leading-snug tracking-wide text-sand">
            “Every power we carry is a trust from the Creator. The strongest guardian is the one who
            kneels in humility before Him, and rises to serve with faith.”
          </p>
          <footer className="mt-3 text-sm text-pearl">Fahd Al-Samaa, the Sky Panther</footer>
        </blockquote>
        <p className="mt-6 rounded-full border border-gold/40 px-4 py-1 text-sm font-semibold tracking-widest text-gold uppercase">
          Easter Egg Unlocked
        </p>
        <Button className="mt-6" onClick={onClose}>
          Continue Journey
        </Button>
      </div>
    </Modal>
  );
}
