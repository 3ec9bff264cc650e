import type { Comic } from './types.js';

/** The six comics of the catalogue. Availability is fixed: only mars-chronicles-3 is not out yet. */
export const COMICS: readonly Comic[] = [
  {
    id: 'origins-1',
    title: 'Origins: The Awakening',
    description:
      'Five sparks fall across the Arab world on the night of the great alignment. The guardians wake to powers they never asked for.',
    category: 'origins',
    price: 'FREE',
    image: '/art/covers/origins-1.svg',
    available: true,
    direction: 'ltr',
    ar: {
      title: 'البدايات: الصحوة',
      description:
        'تسقط خمس شرارات في أرجاء العالم العربي في ليلة الاصطفاف العظيم، فيستيقظ الحرّاس على قوى لم يطلبوها قط.',
    },
  },
  {
    id: 'guardians-2',
    title: 'Guardians United',
    description:
      'A sandstorm that thinks hunts the old trade roads. The guardians must learn to fight as one before it swallows a city.',
    category: 'adventures',
    price: 'FREE',
    image: '/art/covers/guardians-2.svg',
    available: true,
    direction: 'ltr',
    ar: {
      title: 'اتحاد الحرّاس',
      description:
        'عاصفةٌ رملية تفكّر تطارد طرق التجارة القديمة. على الحرّاس أن يتعلّموا القتال يدًا واحدة قبل أن تبتلع مدينة.',
    },
  },
  {
    id: 'mars-chronicles-3',
    title: 'The Mars Chronicles',
    description:
      'A signal from the red planet answers the Hope probe. Fahd leads the first guardian mission beyond the sky.',
    category: 'adventures',
    price: 'NFT ACCESS',
    image: '/art/covers/mars-chronicles-3.svg',
    available: false,
    direction: 'ltr',
    ar: {
      title: 'سجلات المريخ',
      description:
        'إشارةٌ من الكوكب الأحمر تردّ على مسبار الأمل. يقود فهد أول مهمة للحرّاس إلى ما وراء السماء.',
    },
  },
  {
    id: 'jalal-origins',
    title: 'Jalal: The Desert Fire',
    description:
      'In the dunes of the Empty Quarter a young falconer carries a flame that will not go out.',
    category: 'origins',
    price: 'FREE',
    image: '/art/covers/jalal-origins.svg',
    available: true,
    direction: 'ltr',
    ar: {
      title: 'جلال: نار الصحراء',
      description: 'في كثبان الربع الخالي يحمل صقّارٌ شاب شعلةً لا تنطفئ.',
    },
  },
  {
    id: 'nazra-origins',
    title: 'Nazra: Guardian of Earth',
    description:
      'The palms of Al-Ahsa whisper to a botanist who listens. When the oasis runs dry, the earth answers her call.',
    category: 'origins',
    price: 'FREE',
    image: '/art/covers/nazra-origins.svg',
    available: true,
    direction: 'ltr',
    ar: {
      title: 'نظرة: حارسة الأرض',
      description: 'نخيل الأحساء يهمس لعالمة نبات تُصغي إليه. وحين تجفّ الواحة، تلبّي الأرض نداءها.',
    },
  },
  {
    id: 'unity-crossover',
    title: 'Unity: The Five Become One',
    description:
      'All five guardians stand together for the first time against the Eclipse, a shadow older than the desert.',
    category: 'crossover',
    price: 'FREE',
    image: '/art/covers/unity-crossover.svg',
    available: true,
    direction: 'ltr',
    ar: {
      title: 'الوحدة: الخمسة يصبحون واحدًا',
      description: 'يقف الحرّاس الخمسة معًا لأول مرة في وجه الكسوف، ظلٍّ أقدم من الصحراء.',
    },
  },
];

/** Episode 001 of the Guardians of Dubai feature: readable in the reader, not part of the catalogue grid. */
export const DUBAI_GUARDIANS_ID = 'dubai-guardians';
/** Its name in each edition: the reader's heading, the feature banner's and its page's. */
export const DUBAI_GUARDIANS_NAME = { en: 'Guardians of Dubai', ar: 'حرّاس دبي' } as const;
/** Its cover: what its page and the feature banner show, and its page's largest paint. */
export const DUBAI_GUARDIANS_COVER = '/art/covers/dubai-guardians.svg';
/** Its title and description as the episodes table and its reader page's head give them. */
export const DUBAI_GUARDIANS_EPISODE = {
  title: 'Guardians of Dubai: Episode 001',
  description:
    'Saqr Dubai and Al-Noor stand watch over the city as a storm of light rolls in from the Gulf. The sky is ours.',
  ar: {
    title: 'حرّاس دبي: الحلقة 001',
    description: 'صقر دبي والنور يحرسان المدينة بينما تزحف من الخليج عاصفةٌ من الضوء. السماء لنا.',
  },
} as const;

/** Every id the reader and the read counter know. */
export const COMIC_IDS: readonly string[] = [
  ...COMICS.map((comic) => comic.id),
  DUBAI_GUARDIANS_ID,
];

export const isKnownComicId = (id: string): boolean => COMIC_IDS.includes(id);

export const findComic = (id: string): Comic | undefined => COMICS.find((comic) => comic.id === id);

/** The comics in the order of the universe's timeline: what to read after what. */
const TIMELINE_ORDER: readonly string[] = [
  'origins-1',
  'jalal-origins',
  'nazra-origins',
  'guardians-2',
  'unity-crossover',
  'mars-chronicles-3',
];

/** The next available comic after this one on the timeline, if any. */
export function nextComicOnTimeline(id: string): Comic | undefined {
  const index = TIMELINE_ORDER.indexOf(id);
  const later = index === -1 ? TIMELINE_ORDER : TIMELINE_ORDER.slice(index + 1);
  return later.map(findComic).find((comic) => comic?.available);
}
