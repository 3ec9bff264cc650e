import type { Language } from '../../../lib/language';
import { DUBAI_GUARDIANS_COVER, DUBAI_GUARDIANS_ID } from '@shared/content/comics';

/** Episode 001 of Guardians of Dubai: what the feature banner and the episode page show. */
export const DUBAI_EPISODE = {
  id: DUBAI_GUARDIANS_ID,
  label: 'EP 001',
  title: 'Guardians of Dubai',
  tagline: 'The Sky is Ours',
  taglineArabic: 'السماء لنا',
  pageCount: 7,
  // Its 7 pages hold 152 words of lettering in 21 panels: 46 s at 200 words a minute plus about
  // 4 s to look at each panel come to 2 minutes (dubai-guardians.test.ts recounts the script).
  readTime: '2 min read',
  cover: DUBAI_GUARDIANS_COVER,
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

type Texts<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The Arabic edition of the episode's texts, in the same shape as the English ones. */
const DUBAI_EPISODE_AR: Texts<
  Pick<
    typeof DUBAI_EPISODE,
    'label' | 'title' | 'tagline' | 'readTime' | 'synopsis' | 'highlights' | 'profiles'
  >
> = {
  label: 'الحلقة 001',
  title: 'حرّاس دبي',
  tagline: 'السماء لنا',
  readTime: 'قراءة في دقيقتين',
  synopsis:
    'عند منتصف الليل ينطفئ كل ضوءٍ في دبي، ويزحف من البحر ضبابٌ حيّ. من قمّة أعلى برج ينطلق صقر دبي إلى السماء، بينما تحمل النور الضياء إلى المترو المظلم. وعليهما معًا أن يعيدا مدينة الأضواء قبل الفجر.',
  highlights: [
    { title: 'صقر دبي', text: 'صقر الأفق، يحرس المدينة من أعلى أبراجها.' },
    { title: 'النور', text: 'نور الخور، تتوهّج يداها حين تُظلم المدينة.' },
    { title: 'أجواء دبي', text: 'من الخور وعَبْراته إلى المترو وأعلى برجٍ على وجه الأرض.' },
    { title: 'ملفات الشخصيات', text: 'تعرّف إلى حرّاس المدينة والقوى التي يحملونها.' },
  ],
  profiles: [
    {
      name: 'صقر دبي',
      role: 'حارس الأفق',
      text: 'يرعى صقر المدينة كما كانت صقور أجداده ترعاها. يمتطي الرياح بين الأبراج ويرى كل شارعٍ من الأعلى.',
    },
    {
      name: 'النور',
      role: 'نور الخور',
      text: 'تهدي النور العَبْرات إلى مراسيها بضياءٍ من يديها. وحين تنطفئ الأضواء، تصبح الفانوس الذي تهتدي به المدينة.',
    },
  ],
};

const METRO_TAKEOVER_IMAGES_AR: Texts<typeof METRO_TAKEOVER_IMAGES> = [
  {
    src: '/art/metro/platform-walls.svg',
    title: 'جدران الرصيف',
    alt: 'جدران رصيف المترو مكسوّة بلوحات من قصة حرّاس دبي',
  },
  {
    src: '/art/metro/station-entrance.svg',
    title: 'مدخل المحطة',
    alt: 'مدخل محطة مترو يحيط به صقر دبي والنور',
  },
  {
    src: '/art/metro/train-wraps.svg',
    title: 'أغلفة القطارات',
    alt: 'قطار مترو مكسوّ برسوم أفق حرّاس دبي',
  },
];

const METRO_FEATURES_AR: Texts<typeof METRO_FEATURES> = [
  {
    icon: 'floor',
    title: 'الأرضية التفاعلية',
    text: 'تضيء ألواح الأرضية تحت كل خطوة، فيعبر الركّاب القصة وهم يمشون على الرصيف.',
  },
  {
    icon: 'ar',
    title: 'تجربة الواقع المعزّز',
    text: 'وجّه هاتفك نحو الجدران فيحلّق صقر دبي فوق الرصيف بتقنية الواقع المعزّز.',
  },
  {
    icon: 'light',
    title: 'الإضاءة الذكية',
    text: 'تتبدّل إضاءة المحطة من الظلام التام إلى توهّج النور، متتبّعةً الحلقة مشهدًا بعد مشهد.',
  },
  {
    icon: 'qr',
    title: 'قصص برمز سريع',
    text: 'امسح الرمز على أي لوحة لتقرأ الحلقة كاملة في طريقك، مجانًا ومن الرصيف مباشرة.',
  },
];

/** The episode, its station takeover images and features as an edition shows them. */
export function dubaiTexts(language: Language) {
  return language === 'ar'
    ? {
        episode: { ...DUBAI_EPISODE, ...DUBAI_EPISODE_AR },
        images: METRO_TAKEOVER_IMAGES_AR,
        features: METRO_FEATURES_AR,
      }
    : { episode: DUBAI_EPISODE, images: METRO_TAKEOVER_IMAGES, features: METRO_FEATURES };
}
