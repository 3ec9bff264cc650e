export const C = {
  night: '#0b0a1a',
  night2: '#16123a',
  ink: '#0d0b1e',
  gold: '#d4a437',
  goldLight: '#f3d27a',
  pearl: '#c9b3ea',
  purple: '#7b5cc4',
  blue: '#2747a8',
  blueLight: '#5b80e6',
  paper: '#f7edd2',
  inkText: '#1a1208',
} as const;

/** The five guardians' accent colours: Jalal, Nazra, Falqan, Fahd, Asad. */
export const HERO_COLORS = ['#fb923c', '#4ade80', '#38bdf8', '#a78bfa', '#fbbf24'] as const;
