import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants';

const SOCIAL = ['Instagram', 'X', 'YouTube', 'TikTok'] as const;

function SocialIcon({ name }: { name: (typeof SOCIAL)[number] }) {
  const paths: Record<(typeof SOCIAL)[number], string> = {
    Instagram:
      'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01',
    X: 'M4 4l16 16M20 4L4 20',
    YouTube: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3V8zm7 1v6l5-3-5-3z',
    TikTok: 'M14 3v11a3.5 3.5 0 11-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 5',
  };
  return (
    <span
      title={name}
      className="flex h-10 w-10 items-center justify-center rounded-full border border-line text-mist"
    >
      <svg
        role="img"
        aria-label={name}
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
  return (
    <footer className="border-t border-line bg-night">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-3xl tracking-wider text-gold">{PRODUCT_NAME}</p>
          <p className="mt-3 text-sm text-mist">
            From the Arab World, a New Universe Rises. Celebrating heritage, embracing the future.
          </p>
          <div className="mt-5 flex gap-2">
            {SOCIAL.map((name) => (
              <SocialIcon key={name} name={name} />
            ))}
          </div>
        </div>
        <div>
          <h2 className="font-semibold text-sand">Universe</h2>
          <ul className="mt-3 space-y-2 text-sm text-mist">
            <li>
              <Link className="hover:text-gold" to="/characters">
                Heroes
              </Link>
            </li>
            <li>
              <Link className="hover:text-gold" to="/comics">
                Digital Comics
              </Link>
            </li>
            <li>
              <Link className="hover:text-gold" to="/lore">
                Timeline
              </Link>
            </li>
            <li>
              <Link className="hover:text-gold" to="/academy">
                Academy
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-sand">Community</h2>
          <ul className="mt-3 space-y-2 text-sm text-mist">
            <li>
              <Link className="hover:text-gold" to="/community">
                Create Hero
              </Link>
            </li>
            <li>Fan Art</li>
            <li>Discord</li>
            <li>Events</li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-sand">Support</h2>
          <ul className="mt-3 space-y-2 text-sm text-mist">
            <li>
              <Link className="hover:text-gold" to="/partnerships">
                Contact Us
              </Link>
            </li>
            <li>Privacy Policy</li>
            <li>Terms of Service</li>
            <li>Partnerships</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line px-4 py-5 text-center text-xs text-mist">
        © 2025 {PRODUCT_NAME}. All rights reserved. Part of Vision 2030
      </div>
    </footer>
  );
}
