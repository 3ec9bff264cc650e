import { DUBAI_GUARDIANS_ID } from '@shared/content/comics';

/** Episode 001 of Guardians of Dubai: what the feature banner and the episode page show. */
export const DUBAI_EPISODE = {
  id: DUBAI_GUARDIANS_ID,
  label: 'EP 001',
  title: 'Guardians of Dubai',
  tagline: 'The Sky is Ours',
  taglineArabic: 'السماء لنا',
  pageCount: 7,
  readTime: '5 min read',
  cover: `/art/covers/${DUBAI_GUARDIANS_ID}.svg`,
  synopsis:
    'At midnight every light in Dubai goes out and a living haze rolls in from the sea. From the top of the tallest tower Saqr Dubai takes to the sky, while Al-Noor carries light into the darkened metro. Together they must bring the city of lights back before dawn.',
  highlights: [
    {
      title: 'Saqr Dubai',
      text: 'The falcon of the skyline, who guards the city from its highest towers.',
    },
    {
      title: 'Al-Noor',
      text: 'The light of the Creek, whose hands shine when the city goes dark.',
    },
    {
      title: 'Dubai setting',
      text: 'From the Creek and its abras to the metro and the tallest tower on earth.',
    },
    {
      title: 'Character profiles',
      text: 'Meet the guardians of the city and the powers they carry.',
    },
  ],
  profiles: [
    {
      name: 'Saqr Dubai',
      role: 'Guardian of the Skyline',
      text: 'Saqr watches over the city like the falcons of his ancestors. He rides the winds between the towers and sees every street from above.',
    },
    {
      name: 'Al-Noor',
      role: 'Light of the Creek',
      text: 'Al-Noor guides the abras home with a glow from her hands. When the lights fail, she becomes the lantern the city follows.',
    },
  ],
} as const;

/** The Dubai Metro station takeover: one image per surface the artwork covers. */
export const METRO_TAKEOVER_IMAGES = [
  {
    src: '/art/metro/platform-walls.svg',
    title: 'Platform Walls',
    alt: 'Metro platform walls wrapped in Guardians of Dubai comic panels',
  },
  {
    src: '/art/metro/station-entrance.svg',
    title: 'Station Entrance',
    alt: 'A metro station entrance framed by Saqr Dubai and Al-Noor',
  },
  {
    src: '/art/metro/train-wraps.svg',
    title: 'Train Wraps',
    alt: 'A metro train wrapped in the Guardians of Dubai skyline artwork',
  },
] as const;

export const METRO_FEATURES = [
  {
    icon: 'floor',
    title: 'Interactive Floor',
    text: 'Floor panels light up under every step, so passengers walk through the story as they cross the platform.',
  },
  {
    icon: 'ar',
    title: 'AR Experience',
    text: 'Point a phone at the walls and Saqr Dubai takes flight above the platform in augmented reality.',
  },
  {
    icon: 'light',
    title: 'LED Lighting',
    text: 'Station lighting shifts from blackout to the glow of Al-Noor, following the episode scene by scene.',
  },
  {
    icon: 'qr',
    title: 'QR Comics',
    text: 'Scan a code on any panel to read the full episode on the way, free, right from the platform.',
  },
] as const;
