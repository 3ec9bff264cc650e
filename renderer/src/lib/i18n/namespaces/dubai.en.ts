// Relative, not `@shared`: the build's prerender script (renderer/scripts, Node) reads these types.
import { DUBAI_GUARDIANS_NAME } from '../../../../../shared/content/comics';
/** Guardians of Dubai episode 001: its banner, its page and the Dubai Metro station takeover. */
export const dubai = {
  episode: {
    label: 'EP 001',
    title: DUBAI_GUARDIANS_NAME.en,
    tagline: 'The Sky is Ours',
    synopsis:
      'At midnight every light in Dubai goes out and a living haze rolls in from the sea. From the top of the tallest tower Saqr Dubai takes to the sky, while Al-Noor carries light into the darkened metro. Together they must bring the city of lights back before dawn.',
    // `count` is the episode's reading time in minutes (DUBAI_EPISODE.readMinutes).
    readTime_one: '{{count}} min read',
    readTime_other: '{{count}} min read',
  },
  highlights: {
    saqr: {
      title: 'Saqr Dubai',
      text: 'The falcon of the skyline, who guards the city from its highest towers.',
    },
    noor: {
      title: 'Al-Noor',
      text: 'The light of the Creek, whose hands shine when the city goes dark.',
    },
    setting: {
      title: 'Dubai setting',
      text: 'From the Creek and its abras to the metro and the tallest tower on earth.',
    },
    profiles: {
      title: 'Character profiles',
      text: 'Meet the guardians of the city and the powers they carry.',
    },
  },
  profiles: {
    saqr: {
      name: 'Saqr Dubai',
      role: 'Guardian of the Skyline',
      text: 'Saqr watches over the city like the falcons of his ancestors. He rides the winds between the towers and sees every street from above.',
    },
    noor: {
      name: 'Al-Noor',
      role: 'Light of the Creek',
      text: 'Al-Noor guides the abras home with a glow from her hands. When the lights fail, she becomes the lantern the city follows.',
    },
  },
  metroImages: {
    walls: {
      title: 'Platform Walls',
      alt: 'Metro platform walls wrapped in Guardians of Dubai comic panels',
    },
    entrance: {
      title: 'Station Entrance',
      alt: 'A metro station entrance framed by Saqr Dubai and Al-Noor',
    },
    trains: {
      title: 'Train Wraps',
      alt: 'A metro train wrapped in the Guardians of Dubai skyline artwork',
    },
  },
  metroFeatures: {
    floor: {
      title: 'Interactive Floor',
      text: 'Floor panels light up under every step, so passengers walk through the story as they cross the platform.',
    },
    ar: {
      title: 'AR Experience',
      text: 'Point a phone at the walls and Saqr Dubai takes flight above the platform in augmented reality.',
    },
    light: {
      title: 'LED Lighting',
      text: 'Station lighting shifts from blackout to the glow of Al-Noor, following the episode scene by scene.',
    },
    qr: {
      title: 'QR Comics',
      text: 'Scan a code on any panel to read the full episode on the way, free, right from the platform.',
    },
  },
} as const;
