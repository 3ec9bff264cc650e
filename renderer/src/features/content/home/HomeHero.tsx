import { useTranslation } from '../../../lib/i18n';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '../../../lib/links';
import { buttonClass } from '../../../components/ui/Button';
import { Icon } from '../ui/Icon';

const loadEasterEgg = () => import('./EasterEggDialog');
// The dialog library is fetched only when someone goes looking for the secret.
const EasterEggDialog = lazy(loadEasterEgg);

/** Decorative background: dots pulsing on a 2 s loop, glows breathing on a 3 s loop. */
const DOTS = [
  'top-[12%] left-[8%]',
  'top-[28%] left-[42%] [animation-delay:0.6s]',
  'top-[70%] left-[14%] [animation-delay:1.2s]',
  'top-[18%] right-[10%] [animation-delay:0.3s]',
  'top-[82%] right-[30%] [animation-delay:0.9s]',
  'top-[50%] right-[4%] [animation-delay:1.5s]',
  'top-[88%] left-[48%] [animation-delay:0.4s]',
];

export function HomeHero() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);

  const sparkle = useRef<HTMLButtonElement>(null);

  const reveal = () => {
    setOpened(true);
    setOpen(true);
  };
  // The dialog library arrives after the sparkle took focus, so it cannot know where focus
  // came from: hand it back to the sparkle ourselves.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => sparkle.current?.focus());
  };

  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-dusk via-night to-ink"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-64 -left-56 h-[40rem] w-[40rem] bg-radial from-gold/12 to-transparent to-70%" />
        <div className="absolute top-40 -right-56 h-[44rem] w-[44rem] bg-radial from-pearl/10 to-transparent to-70%" />
        <div className="absolute -bottom-72 left-1/3 -ms-32 h-[40rem] w-[40rem] bg-radial from-royal/12 to-transparent to-70%" />
        {DOTS.map((position) => (
          <span
            key={position}
            className={`absolute h-2 w-2 live:animate-pulse-slow rounded-full bg-gold ${position}`}
          />
        ))}
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div className="text-center lg:text-start">
          <p lang="ar" dir="rtl" className="font-arabic text-2xl text-pearl">
            أبطال
          </p>
          <h1
            id="home-title"
            className="mt-2 font-display text-5xl leading-[1.05] tracking-wide text-sand sm:text-7xl"
          >
            {t('home.titleStart')}
            <span className="text-gold">{t('home.titleEnd')}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-mist lg:mx-0">{t('home.intro')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
            <Link to="/characters" className={buttonClass('primary', 'lg')}>
              {t('home.explore')}
            </Link>
            <Link to="/characters" className={buttonClass('secondary', 'lg')}>
              {t('home.meetHeroes')}
            </Link>
          </div>
        </div>

        <figure className="relative mx-auto w-full max-w-md">
          <div
            aria-hidden="true"
            className="absolute -inset-6 -z-10 rounded-[2rem] bg-gold/10 shadow-[0_0_64px_24px_rgb(227_181_72/0.1)]"
          />
          <img
            src="/art/home/sky-panther.svg"
            alt={t('home.heroAlt')}
            width={800}
            height={1000}
            fetchPriority="high"
            className="h-auto w-full rounded-3xl border border-gold/40 shadow-2xl"
          />
          <button
            ref={sparkle}
            type="button"
            aria-label={t('home.reveal')}
            onClick={reveal}
            onPointerEnter={() => void loadEasterEgg()}
            onFocus={() => void loadEasterEgg()}
            className="absolute top-4 right-4 flex h-11 w-11 items-center justify-center rounded-full bg-ink/70 text-gold shadow-lg ring-1 ring-gold/40 transition-transform hover:scale-110"
          >
            <Icon name="sparkle" size={22} className="live:animate-pulse-slow" />
          </button>
          <figcaption className="absolute inset-x-4 bottom-4 rounded-xl bg-ink/90 px-4 py-3 text-center">
            <span className="block text-xs font-semibold tracking-[0.3em] text-pearl uppercase">
              {t('home.featuredGuardian')}
            </span>
            <span className="block font-display text-3xl tracking-wide text-gold">
              {t('home.skyPanther')}
            </span>
          </figcaption>
        </figure>
      </div>

      {opened && (
        <Suspense fallback={null}>
          <EasterEggDialog open={open} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
