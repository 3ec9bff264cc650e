import { Link } from '../../lib/links';
import { useTranslation } from '../../lib/i18n';

const SOCIAL = ['Instagram', 'X', 'YouTube', 'TikTok'] as const;

function SocialIcon({ name }: { name: (typeof SOCIAL)[number] }) {
  const { t } = useTranslation();
  const label = t(`footer.social.${name}`);
  const paths: Record<(typeof SOCIAL)[number], string> = {
    Instagram:
      'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01',
    X: 'M4 4l16 16M20 4L4 20',
    YouTube: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3V8zm7 1v6l5-3-5-3z',
    TikTok: 'M14 3v11a3.5 3.5 0 11-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 5',
  };
  return (
    <span
      title={label}
      className="flex h-10 w-10 items-center justify-center rounded-full border border-line text-mist"
    >
      <svg
        role="img"
        aria-label={label}
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={paths[name]} />
      </svg>
    </span>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const product = t('product');
  return (
    <footer className="border-t border-line bg-night">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-3xl tracking-wider text-gold">{product}</p>
          <p className="mt-3 text-sm text-mist">{t('footer.tagline')}</p>
          <div className="mt-5 flex gap-2">
            {SOCIAL.map((name) => (
              <SocialIcon key={name} name={name} />
            ))}
          </div>
        </div>
        <div>
          <h2 className="font-semibold text-sand">{t('footer.universe')}</h2>
          <ul className="mt-3 space-y-2 text-sm text-mist">
            <li>
              <Link className="hover:text-gold" to="/characters">
                {t('footer.heroes')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-gold" to="/comics">
                {t('footer.digitalComics')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-gold" to="/lore">
                {t('footer.timeline')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-gold" to="/academy">
                {t('footer.academy')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-sand">{t('footer.community')}</h2>
          <ul className="mt-3 space-y-2 text-sm text-mist">
            <li>
              <Link className="hover:text-gold" to="/community">
                {t('footer.createHero')}
              </Link>
            </li>
            <li>{t('footer.fanArt')}</li>
            <li>{t('footer.discord')}</li>
            <li>{t('footer.events')}</li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-sand">{t('footer.support')}</h2>
          <ul className="mt-3 space-y-2 text-sm text-mist">
            <li>
              <Link className="hover:text-gold" to="/partnerships">
                {t('footer.contact')}
              </Link>
            </li>
            <li>{t('footer.privacy')}</li>
            <li>{t('footer.terms')}</li>
            <li>{t('footer.partnerships')}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line px-4 py-5 text-center text-xs text-mist">
        {t('footer.rights', { product })}
      </div>
    </footer>
  );
}
