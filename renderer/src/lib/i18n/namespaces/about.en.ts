/** The About page: its headings, the founder's journey, the vision, the platform and the design. */
export const about = {
  eyebrow: 'About',
  title: 'The Story Behind the Universe',
  origins: 'Origins',
  originsTitle: 'Where the Universe Comes From',
  founderAlt: 'Portrait of the founder of Abtal Universe',
  founder: 'The Founder',
  journey: 'A Journey Across Three Lands',
  newTab: '(opens in a new tab)',
  vision: 'Vision',
  visionTitle: 'What We Believe',
  platform: 'The Platform',
  platformTitle: 'Everything in One Universe',
  design: 'Design Philosophy',
  designTitle: 'Heritage Meets the Future',
  mission: 'Our Mission',
  quote: {
    text: 'Every land has its legends. Ours were waiting beneath the sand, the sea and the stars, for someone to draw them again.',
    source: 'The founding idea of Abtal Universe',
  },
  influences: {
    mars: {
      title: 'UAE Mars Mission',
      text: 'The Hope probe showed a generation that the Arab world reaches for the stars. Fahd, the Sky Cheetah, carries that ambition into our stories.',
    },
    vision2030: {
      title: 'Saudi Vision 2030',
      text: 'A region building its future on culture, creativity and young talent. Abtal Universe is part of that vision: heroes made here, for the world.',
    },
    lebanon: {
      title: "Lebanon's Legacy",
      text: 'Centuries of Lebanese storytelling, publishing and art taught the region to dream on paper. Our comics carry that craft forward.',
    },
  },
  journeySteps: {
    lebanon: {
      place: 'Lebanon',
      text: 'Raised among the printing presses and comic stands of Beirut, where the first sketches of the guardians were drawn in school notebooks.',
    },
    uae: {
      place: 'UAE',
      text: 'Years in the creative studios of Dubai, watching the Hope probe launch and learning how to build stories for a global audience.',
    },
    saudi: {
      place: 'Saudi Arabia',
      text: 'Inspired by Vision 2030 and the heritage of AlUla, the universe took shape: five guardians rooted in the land and facing the future.',
    },
  },
  founderLink: 'Explore Saudi Vision 2030',
  beliefs: {
    heritage: {
      title: 'Celebrate Heritage',
      text: 'Heroes drawn from our history, our landscapes and our values, so young readers see themselves in the stories they love.',
    },
    world: {
      title: 'Inspire the World',
      text: 'An Arab superhero universe that stands beside the great comic universes and speaks to readers everywhere.',
    },
    creators: {
      title: 'Empower Creators',
      text: 'A home where the region’s writers, artists and producers learn, publish and grow their own worlds.',
    },
  },
  features: {
    lore: {
      title: 'Hero Lore Pages',
      text: 'The powers, origins and symbolism of every guardian, in depth.',
    },
    comics: {
      title: 'Interactive Comics',
      text: 'Digital comics with keyboard reading and progress that remembers your page.',
    },
    timeline: {
      title: 'Timeline and Universe Map',
      text: 'Follow the eras of the universe and the places where the guardians rise.',
    },
    community: {
      title: 'Community Zone',
      text: 'Fans submit their own hero ideas and vote on the storylines to come.',
    },
    academy: {
      title: 'Academy',
      text: 'Courses in media production and storytelling for the next generation of creators.',
    },
    merch: {
      title: 'Merch Store',
      text: 'Apparel, collectibles and digital drops from the universe.',
    },
  },
  palette: {
    dark: {
      name: 'Dark theme',
      text: 'A night sky over the desert, where light stands out.',
    },
    gold: {
      name: 'Gold',
      text: 'The warmth of the sun on sand and the glow of heritage.',
    },
    pearl: {
      name: 'Pearl purple',
      text: 'The pearls of the Gulf and the dusk above the dunes.',
    },
    royal: {
      name: 'Royal blue',
      text: 'The sea, the sky and the future the guardians defend.',
    },
  },
  typography:
    'Arabic calligraphy blended with comic fonts: the energy of comic lettering meets the flowing lines of Arabic script, so every title speaks both languages.',
  missionText:
    'Our mission is to build the Arab world’s own superhero universe: stories that celebrate our heritage, embrace the future and give a new generation heroes who look, speak and dream like them.',
} as const;
