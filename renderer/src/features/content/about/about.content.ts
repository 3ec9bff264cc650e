/** The About page's words, kept apart from its layout. */
export const ORIGIN_QUOTE = {
  text: 'Every land has its legends. Ours were waiting beneath the sand, the sea and the stars, for someone to draw them again.',
  source: 'The founding idea of Abtal Universe',
};

export const ORIGIN_INFLUENCES = [
  {
    icon: 'rocket',
    title: 'UAE Mars Mission',
    text: 'The Hope probe showed a generation that the Arab world reaches for the stars. Fahd, the Sky Cheetah, carries that ambition into our stories.',
  },
  {
    icon: 'eye',
    title: 'Saudi Vision 2030',
    text: 'A region building its future on culture, creativity and young talent. Abtal Universe is part of that vision: heroes made here, for the world.',
  },
  {
    icon: 'book',
    title: "Lebanon's Legacy",
    text: 'Centuries of Lebanese storytelling, publishing and art taught the region to dream on paper. Our comics carry that craft forward.',
  },
] as const;

export const FOUNDER_JOURNEY = [
  {
    place: 'Lebanon',
    text: 'Raised among the printing presses and comic stands of Beirut, where the first sketches of the guardians were drawn in school notebooks.',
  },
  {
    place: 'UAE',
    text: 'Years in the creative studios of Dubai, watching the Hope probe launch and learning how to build stories for a global audience.',
  },
  {
    place: 'Saudi Arabia',
    text: 'Inspired by Vision 2030 and the heritage of AlUla, the universe took shape: five guardians rooted in the land and facing the future.',
  },
] as const;

export const FOUNDER_LINK = {
  href: 'https://www.vision2030.gov.sa/',
  label: 'Explore Saudi Vision 2030',
};

export const VISION_CARDS = [
  {
    icon: 'heart',
    title: 'Celebrate Heritage',
    text: 'Heroes drawn from our history, our landscapes and our values, so young readers see themselves in the stories they love.',
  },
  {
    icon: 'globe',
    title: 'Inspire the World',
    text: 'An Arab superhero universe that stands beside the great comic universes and speaks to readers everywhere.',
  },
  {
    icon: 'academy',
    title: 'Empower Creators',
    text: 'A home where the region’s writers, artists and producers learn, publish and grow their own worlds.',
  },
] as const;

export const PLATFORM_FEATURES = [
  {
    icon: 'users',
    title: 'Hero Lore Pages',
    text: 'The powers, origins and symbolism of every guardian, in depth.',
  },
  {
    icon: 'book',
    title: 'Interactive Comics',
    text: 'Digital comics with keyboard reading and progress that remembers your page.',
  },
  {
    icon: 'map',
    title: 'Timeline and Universe Map',
    text: 'Follow the eras of the universe and the places where the guardians rise.',
  },
  {
    icon: 'heart',
    title: 'Community Zone',
    text: 'Fans submit their own hero ideas and vote on the storylines to come.',
  },
  {
    icon: 'academy',
    title: 'Academy',
    text: 'Courses in media production and storytelling for the next generation of creators.',
  },
  {
    icon: 'bag',
    title: 'Merch Store',
    text: 'Apparel, collectibles and digital drops from the universe.',
  },
] as const;

export const DESIGN_PHILOSOPHY = {
  palette: [
    {
      name: 'Dark theme',
      swatch: 'bg-ink',
      text: 'A night sky over the desert, where light stands out.',
    },
    {
      name: 'Gold',
      swatch: 'bg-gold',
      text: 'The warmth of the sun on sand and the glow of heritage.',
    },
    {
      name: 'Pearl purple',
      swatch: 'bg-pearl',
      text: 'The pearls of the Gulf and the dusk above the dunes.',
    },
    {
      name: 'Royal blue',
      swatch: 'bg-royal',
      text: 'The sea, the sky and the future the guardians defend.',
    },
  ],
  typography:
    'Arabic calligraphy blended with comic fonts: the energy of comic lettering meets the flowing lines of Arabic script, so every title speaks both languages.',
};

export const MISSION =
  'Our mission is to build the Arab world’s own superhero universe: stories that celebrate our heritage, embrace the future and give a new generation heroes who look, speak and dream like them.';
