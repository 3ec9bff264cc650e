/** Each page's head: the tab title (before " | {site}", the home page's whole) and the description. */
export const meta = {
  site: 'Abtal Universe',
  home: {
    title: 'Abtal Universe: a new Arab superhero universe',
    description:
      'Five guardians from the Arab world: read their digital comics, follow the timeline, learn the craft in the academy and join the community.',
  },
  about: {
    title: 'About',
    description:
      'The story behind Abtal Universe: hero lore, interactive comics, a timeline, a community zone, an academy and a store.',
  },
  phase1: {
    title: 'Phase 1: The Foundation',
    description:
      'Three guardians wake first: the memory of the land, the bridge to the stars and the spirit of the ancient flame.',
  },
  characters: {
    title: 'Meet the Guardians',
    description:
      'Five guardians woke under the great alignment, each carrying an element of the land and a piece of its heritage.',
  },
  comics: {
    title: 'Digital Comics',
    description:
      'Origins, adventures and crossovers of the guardians, drawn for the screen and free to read.',
  },
  dubaiGuardians: {
    title: 'Guardians of Dubai',
    description: 'The guardians come to the Dubai Metro: the episode, its stations and its art.',
  },
  lore: {
    title: 'Universe Timeline',
    description:
      'From the caravans of the ancient age to the great alignment of today: the three eras of the universe.',
  },
  academy: {
    title: 'Abtal Academy',
    description:
      'Learn the craft behind the universe: production, storytelling, technology and leadership, taught in cohorts of 8-12 weeks.',
  },
  community: {
    title: 'Community Zone',
    description:
      'Imagine new heroes, vote on the next story and stay close to every launch of Abtal Universe.',
  },
  merch: {
    title: 'The Abtal Store',
    description:
      'Apparel, collectibles, art prints and digital editions from the universe. The store opens soon.',
  },
  partnerships: {
    title: 'Partner with Abtal',
    description:
      'Put your brand inside a universe the region is proud of: stories, stations, stores and screens.',
  },
  login: {
    title: 'Sign in',
    description: 'Sign in to Abtal Universe to keep your reading progress and your membership.',
  },
  register: {
    title: 'Sign up',
    description: 'Join Abtal Universe: save your reading progress and choose your membership tier.',
  },
  forgotPassword: {
    title: 'Reset your password',
    description: 'Forgot your Abtal Universe password? Get a link by mail to choose a new one.',
  },
  resetPassword: {
    title: 'Choose a new password',
    description: 'Choose a new password for your Abtal Universe account.',
  },
  verifyEmail: {
    title: 'Confirm your email',
    description: 'Confirm the email address of your Abtal Universe account.',
  },
  profile: { title: 'My Profile', description: 'Your Abtal Universe profile and membership.' },
  subscription: {
    title: 'Membership Plans',
    description:
      'Unlock more of the universe: earlier comics, sharper streams and exclusive drops. Plans from FREE to PLATINUM.',
  },
  notFound: {
    title: 'Page Not Found',
    description: 'This page does not exist in the Abtal Universe.',
  },
} as const;
