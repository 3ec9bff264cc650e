/** The navigation bar, in order. Partnerships is reached from the footer only. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/phase1', label: 'Phase 1' },
  { to: '/characters', label: 'Heroes' },
  { to: '/comics', label: 'Comics' },
  { to: '/lore', label: 'Universe' },
  { to: '/academy', label: 'Academy' },
  { to: '/community', label: 'Community' },
  { to: '/merch', label: 'Store' },
] as const;

/** The class of a navigation link, highlighted on its own page. */
export const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-gold/15 text-gold' : 'text-mist hover:text-sand'
  }`;
