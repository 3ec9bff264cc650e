/** The navigation bar, in order. Partnerships is reached from the footer only. */
export const NAV_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/phase1', label: 'nav.phase1' },
  { to: '/characters', label: 'nav.heroes' },
  { to: '/comics', label: 'nav.comics' },
  { to: '/lore', label: 'nav.universe' },
  { to: '/academy', label: 'nav.academy' },
  { to: '/community', label: 'nav.community' },
  { to: '/merch', label: 'nav.store' },
] as const;

/** The class of a navigation link, highlighted on its own page. */
export const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-gold/15 text-gold' : 'text-mist hover:text-sand'
  }`;
