import type { CourseCategory } from '../enums.js';
import type { Course } from '../schemas/academy.schemas.js';

export interface CourseSeed {
  /**
   * Fixed for good: the same course has this id in every database (see migration
   * 1764200000000), so a page prerendered at build links to the ids the API answers with.
   */
  id: string;
  title: string;
  description: string;
  duration: string;
  format: string;
  price: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  category: CourseCategory;
  featured?: 1;
  syllabus: string[];
  outcomes: string[];
  /** The Arabic edition's words for the course (the English fields stay the stored source). */
  ar: Pick<Course, 'title' | 'description' | 'syllabus' | 'outcomes'>;
}

/** "AI & Tech" -> "ai-tech": the file name of a category's artwork. */
const categorySlug = (category: string): string =>
  category.toLowerCase().replace(/&/g, ' ').trim().split(/\s+/).join('-');

/**
 * The academy catalogue a fresh database is seeded with (English, the stored language), each
 * course with its Arabic words.
 */
export const COURSE_SEEDS: readonly CourseSeed[] = [
  {
    id: 'b4db4f9b-6712-4434-b55a-3b56f093c0d9',
    title: 'Virtual Production for Superhero Worlds',
    description:
      'Build the skies of Dubai and the dunes of the Empty Quarter on an LED volume. Learn real-time engines, camera tracking and in-camera effects on a working superhero set.',
    duration: '12 weeks',
    format: 'Studio Sessions + Live Online',
    price: 'AED 6,500',
    level: 'Advanced',
    category: 'Virtual Production',
    featured: 1,
    syllabus: [
      'The LED volume: panels, processors and colour pipelines',
      'Real-time engines for film: scenes, lighting and performance',
      'Camera tracking and lens calibration',
      'Building Arab environments: souqs, dunes and skylines',
      'In-camera visual effects and the frustum',
      'Directing actors inside a virtual world',
      'Hero flight and stunt rigs on the volume',
      'Colour, exposure and matching the plate',
      'Virtual art department workflows',
      'Capstone shoot: a guardian scene in the volume',
    ],
    outcomes: [
      'Plan and run a virtual production shoot from brief to wrap',
      'Build a real-time environment ready for an LED stage',
      'Calibrate tracked cameras and lenses for in-camera effects',
      'Light physical actors to match a virtual world',
      'Work with a virtual art department and a VFX supervisor',
      'Deliver a portfolio scene shot on a professional volume',
    ],
    ar: {
      title: 'الإنتاج الافتراضي لعوالم الأبطال الخارقين',
      description:
        'ابنِ سماء دبي وكثبان الربع الخالي على الجدران الضوئية العملاقة. تعلّم محرّكات الزمن الحقيقي وتتبّع الكاميرا والمؤثرات داخل الكاميرا في موقع تصوير حقيقي لقصة أبطال.',
      syllabus: [
        'استوديو الجدران الضوئية: الألواح والمعالجات ومسارات الألوان',
        'محرّكات الزمن الحقيقي للسينما: المشاهد والإضاءة والأداء',
        'تتبّع الكاميرا ومعايرة العدسات',
        'بناء البيئات العربية: الأسواق والكثبان وأفق المدن',
        'المؤثرات البصرية داخل الكاميرا ومجال الرؤية',
        'إدارة الممثلين داخل عالمٍ افتراضي',
        'طيران الأبطال وتجهيزات الحركات الخطرة في الاستوديو',
        'اللون والتعريض ومطابقة الخلفية',
        'سير عمل قسم الفن الافتراضي',
        'مشروع التخرّج: تصوير مشهد لحارس داخل الاستوديو',
      ],
      outcomes: [
        'تخطيط تصوير إنتاجٍ افتراضي وإدارته من الفكرة حتى الختام',
        'بناء بيئة زمن حقيقي جاهزة لمسرح الجدران الضوئية',
        'معايرة الكاميرات والعدسات المتتبَّعة للمؤثرات داخل الكاميرا',
        'إضاءة الممثلين لتتطابق مع العالم الافتراضي',
        'العمل مع قسم الفن الافتراضي ومشرف المؤثرات البصرية',
        'تقديم مشهد لملف أعمالك مصوَّر في استوديو احترافي',
      ],
    },
  },
  {
    id: 'c0499447-d1c0-4684-8aa5-58458b647ff3',
    title: 'Producing a Superhero Series',
    description:
      'From pitch deck to premiere: budgets, schedules, crews and partners for an animated or live-action series set in the Abtal universe.',
    duration: '10 weeks',
    format: 'Live Online + Studio Sessions',
    price: 'AED 3,200',
    level: 'Intermediate',
    category: 'Production',
    syllabus: [
      'Developing a series bible and pitch',
      'Budgets and financing in the GCC market',
      'Scheduling a season',
      'Hiring and leading a crew',
      'Working with brand partners and broadcasters',
    ],
    outcomes: [
      'Write a pitch deck and series bible',
      'Build a season budget and schedule',
      'Lead a production from development to delivery',
    ],
    ar: {
      title: 'إنتاج مسلسل أبطال خارقين',
      description:
        'من عرض الفكرة إلى العرض الأول: الميزانيات والجداول وفرق العمل والشركاء لمسلسل رسوم متحركة أو حيّ تدور أحداثه في كون أبطال.',
      syllabus: [
        'إعداد دليل المسلسل وعرض الفكرة',
        'الميزانيات والتمويل في سوق دول الخليج',
        'جدولة الموسم',
        'توظيف فريق العمل وقيادته',
        'العمل مع شركاء العلامات التجارية وجهات البث',
      ],
      outcomes: [
        'كتابة عرض تقديمي للفكرة ودليل للمسلسل',
        'إعداد ميزانية الموسم وجدوله الزمني',
        'قيادة الإنتاج من مرحلة التطوير حتى التسليم',
      ],
    },
  },
  {
    id: '137b9bee-be58-4849-a88b-0e19937c3bc2',
    title: 'Cinematography of Light and Sand',
    description:
      'Shoot the desert, the city and the night sky. Natural light, high-contrast exteriors and the look of the guardians on camera.',
    duration: '8 weeks',
    format: 'On Location + Live Online',
    price: 'AED 2,800',
    level: 'Intermediate',
    category: 'Cinematography',
    syllabus: [
      'Cameras, sensors and lenses for harsh light',
      'Shooting golden hour and blue hour in the desert',
      'Night exteriors and the city skyline',
      'Movement: gimbals, drones and cranes',
      'Building a visual language for a hero',
    ],
    outcomes: [
      'Expose and light for extreme desert conditions',
      'Plan a shot list that tells a story',
      'Create a consistent look for a character',
    ],
    ar: {
      title: 'التصوير السينمائي بين الضوء والرمال',
      description:
        'صوّر الصحراء والمدينة وسماء الليل: الضوء الطبيعي، واللقطات الخارجية عالية التباين، وهيئة الحرّاس أمام الكاميرا.',
      syllabus: [
        'الكاميرات والمستشعرات والعدسات في الضوء القاسي',
        'التصوير في الساعة الذهبية والساعة الزرقاء في الصحراء',
        'اللقطات الخارجية الليلية وأفق المدينة',
        'الحركة: المثبّتات والطائرات المسيّرة والرافعات',
        'بناء لغة بصرية خاصة بالبطل',
      ],
      outcomes: [
        'ضبط التعريض والإضاءة في ظروف الصحراء القاسية',
        'تخطيط قائمة لقطات تروي قصة',
        'صنع هيئة بصرية متّسقة للشخصية',
      ],
    },
  },
  {
    id: '052d9c4a-1904-483d-aead-9f4cab23de8d',
    title: 'Writing Arab Superhero Stories',
    description:
      'Create heroes rooted in heritage: myth, character arcs, comic scripting and the structure of an origin story.',
    duration: '8 weeks',
    format: 'Live Online + Writers Room',
    price: 'AED 1,900',
    level: 'Beginner',
    category: 'Writing',
    syllabus: [
      'Myth and legend across the Arab world',
      'The origin story: call, trial and transformation',
      'Writing comic scripts panel by panel',
      'Dialogue in English and Arabic',
      'Building a shared universe',
    ],
    outcomes: [
      'Write a complete origin-story comic script',
      'Develop a hero with a clear arc and symbolism',
      'Pitch a story to an editor',
    ],
    ar: {
      title: 'كتابة قصص الأبطال الخارقين العرب',
      description:
        'اصنع أبطالًا متجذّرين في التراث: الأسطورة، وتطوّر الشخصيات، وكتابة سيناريو القصص المصورة، وبناء قصة الأصل.',
      syllabus: [
        'الأساطير والحكايات المتوارثة في أرجاء العالم العربي',
        'قصة الأصل: النداء والاختبار والتحوّل',
        'كتابة سيناريو القصص المصورة لوحةً لوحة',
        'الحوار بالإنجليزية والعربية',
        'بناء كونٍ مشترك',
      ],
      outcomes: [
        'كتابة سيناريو كامل لقصة أصل مصوّرة',
        'تطوير بطل ذي مسار تطوّر واضح ودلالات رمزية',
        'عرض قصة على محرّر',
      ],
    },
  },
  {
    id: '7be2b17e-e9d0-4cf1-b68d-5eb8016586eb',
    title: 'Comic Scripting and Visual Storytelling',
    description:
      'Work with artists the way professional comic writers do: page turns, panel rhythm, lettering and the silent panel.',
    duration: '6 weeks',
    format: 'Live Online + Portfolio Reviews',
    price: 'AED 1,600',
    level: 'Intermediate',
    category: 'Writing',
    syllabus: [
      'Page turns and pacing',
      'Panel rhythm and the silent panel',
      'Writing for the letterer',
      'Collaborating with pencillers and colourists',
    ],
    outcomes: [
      'Write pages an artist can draw from',
      'Pace an issue for suspense and reveal',
      'Give useful notes on art',
    ],
    ar: {
      title: 'سيناريو القصص المصورة والسرد البصري',
      description:
        'اعمل مع الرسّامين كما يعمل كتّاب القصص المصورة المحترفون: قلب الصفحة، وإيقاع اللوحات، والخط، واللوحة الصامتة.',
      syllabus: [
        'قلب الصفحة وضبط الإيقاع',
        'إيقاع اللوحات واللوحة الصامتة',
        'الكتابة بما يخدم عمل الخطّاط',
        'التعاون مع رسّامي الرصاص والملوّنين',
      ],
      outcomes: [
        'كتابة صفحات يستطيع الرسّام أن يرسم منها',
        'ضبط إيقاع العدد بين التشويق ولحظة الكشف',
        'تقديم ملاحظات مفيدة على الرسوم',
      ],
    },
  },
  {
    id: '2e80c178-3a29-42f6-9f81-0d556d97a862',
    title: 'AI Tools for Comic and Film Creators',
    description:
      'Use generative tools responsibly in concept art, previsualisation, dubbing and edit assistance, with a human in charge of every creative decision.',
    duration: '6 weeks',
    format: 'Live Online + Lab Sessions',
    price: 'AED 2,400',
    level: 'Beginner',
    category: 'AI & Tech',
    syllabus: [
      'What generative models can and cannot do',
      'Concept art and moodboards with AI assistance',
      'Previsualisation and animatics',
      'Voice, dubbing and translation workflows',
      'Credits, consent and disclosure',
    ],
    outcomes: [
      'Speed up pre-production with AI tools',
      'Keep creative control and clear credits',
      'Judge where AI helps and where it harms a project',
    ],
    ar: {
      title: 'أدوات الذكاء الاصطناعي لصنّاع القصص المصورة والأفلام',
      description:
        'استخدم الأدوات التوليدية بمسؤولية في الرسوم التصورية والتصور المسبق والدبلجة والمونتاج، مع إبقاء كل قرار إبداعي بيد الإنسان.',
      syllabus: [
        'ما تستطيعه النماذج التوليدية وما لا تستطيعه',
        'الرسوم التصورية ولوحات الإلهام بمساعدة الذكاء الاصطناعي',
        'التصور المسبق ولوحات القصة المتحركة',
        'سير عمل الأصوات والدبلجة والترجمة',
        'نسبة الأعمال إلى أصحابها والموافقة والإفصاح',
      ],
      outcomes: [
        'تسريع مرحلة ما قبل الإنتاج بأدوات الذكاء الاصطناعي',
        'الاحتفاظ بالقرار الإبداعي ونسبة الأعمال إلى أصحابها بوضوح',
        'تقدير متى يفيد الذكاء الاصطناعي المشروع ومتى يضرّه',
      ],
    },
  },
  {
    id: 'b0d9213a-8f17-45d8-8efe-201159156041',
    title: 'Heritage, Myth and Identity on Screen',
    description:
      'Represent the cultures of the region with depth and respect: history, architecture, dress, language and the stories behind the symbols.',
    duration: '8 weeks',
    format: 'Live Online + Museum Visits',
    price: 'AED 1,500',
    level: 'Beginner',
    category: 'Cultural Studies',
    syllabus: [
      'Trade routes, oases and cities of the Arabian Peninsula',
      'Calligraphy, pattern and architecture as design language',
      'Falconry, pearl diving and other living traditions',
      'Avoiding stereotypes in character design',
    ],
    outcomes: [
      'Research a setting with primary sources',
      'Design characters that honour their heritage',
      'Review scripts for cultural accuracy',
    ],
    ar: {
      title: 'التراث والأسطورة والهوية على الشاشة',
      description:
        'قدّم ثقافات المنطقة بعمقٍ واحترام: التاريخ والعمارة واللباس واللغة والحكايات التي تقف وراء الرموز.',
      syllabus: [
        'طرق التجارة والواحات ومدن شبه الجزيرة العربية',
        'الخط العربي والزخرفة والعمارة لغةً للتصميم',
        'الصقارة والغوص على اللؤلؤ وغيرها من التقاليد الحيّة',
        'تجنّب الصور النمطية في تصميم الشخصيات',
      ],
      outcomes: [
        'البحث في بيئة القصة بالاعتماد على المصادر الأولية',
        'تصميم شخصيات تحتفي بتراثها',
        'مراجعة السيناريوهات للتحقّق من دقّتها الثقافية',
      ],
    },
  },
  {
    id: 'f45f42eb-5a6a-4cf3-9757-0005ba298c1c',
    title: 'Intellectual Property for Creators',
    description:
      'Protect and license characters and stories: copyright, trademarks, licensing deals, NFTs and contracts with partners in the GCC.',
    duration: '4 weeks',
    format: 'Live Online + Case Clinics',
    price: 'AED 1,200',
    level: 'Intermediate',
    category: 'Digital Rights',
    syllabus: [
      'Copyright and moral rights in the UAE and Saudi Arabia',
      'Trademarks for characters and logos',
      'Licensing and merchandise deals',
      'Digital collectibles and platform terms',
    ],
    outcomes: [
      'Register and protect creative work',
      'Read and negotiate a licensing contract',
      'Plan the rights of a shared universe',
    ],
    ar: {
      title: 'الملكية الفكرية للمبدعين',
      description:
        'احمِ شخصياتك وقصصك ورخّصها: حقوق النشر والعلامات التجارية وصفقات الترخيص والمقتنيات الرقمية والعقود مع الشركاء في دول الخليج.',
      syllabus: [
        'حقوق النشر والحقوق المعنوية في الإمارات والسعودية',
        'العلامات التجارية للشخصيات والشعارات',
        'صفقات الترخيص والمنتجات التجارية',
        'المقتنيات الرقمية وشروط المنصات',
      ],
      outcomes: [
        'تسجيل الأعمال الإبداعية وحمايتها',
        'قراءة عقد الترخيص والتفاوض عليه',
        'تخطيط حقوق كونٍ مشترك',
      ],
    },
  },
  {
    id: 'c0c467b2-70d0-429f-afd1-dde103aff6d2',
    title: 'Sound Design for Heroes',
    description:
      'Give powers a voice: foley, sound effects, score and mixing for comics-to-screen, trailers and immersive station installations.',
    duration: '8 weeks',
    format: 'Studio Sessions + Live Online',
    price: 'AED 2,600',
    level: 'Intermediate',
    category: 'Audio & Sound',
    syllabus: [
      'Recording foley in the studio and the field',
      'Designing the sound of fire, water, earth and sky',
      'Scoring with maqam and orchestra',
      'Mixing for cinema, streaming and spatial audio',
    ],
    outcomes: [
      'Build a sound palette for a character',
      'Deliver a mixed trailer soundtrack',
      'Design audio for a public installation',
    ],
    ar: {
      title: 'تصميم الصوت للأبطال',
      description:
        'امنح القوى صوتًا: المؤثرات الصوتية والموسيقى التصويرية والمكساج لتحويل القصص المصورة إلى الشاشة، وللإعلانات الترويجية وتجهيزات المحطات التفاعلية.',
      syllabus: [
        'تسجيل مؤثرات الفولي في الاستوديو وفي الميدان',
        'تصميم أصوات النار والماء والأرض والسماء',
        'التأليف الموسيقي بالمقامات والأوركسترا',
        'المكساج للسينما ومنصات البث والصوت المجسّم',
      ],
      outcomes: [
        'بناء لوحة صوتية لشخصية',
        'تسليم المكساج النهائي لموسيقى إعلان ترويجي',
        'تصميم الصوت لتجهيز فني في مكان عام',
      ],
    },
  },
  {
    id: '563ba7fc-37f5-4447-b9aa-aea468b39be1',
    title: 'Animatronics and Robotics for Live Experiences',
    description:
      'Build the moving heroes of theme parks and metro activations: mechanisms, sensors, motion control and safety around the public.',
    duration: '12 weeks',
    format: 'Maker Lab + Live Online',
    price: 'AED 5,200',
    level: 'Advanced',
    category: 'Robotics',
    syllabus: [
      'Mechanisms and actuators',
      'Sensors and interactive triggers',
      'Motion control and show programming',
      'Skins, costumes and finishes',
      'Safety for public installations',
    ],
    outcomes: [
      'Prototype an interactive animatronic figure',
      'Program a repeatable show sequence',
      'Plan a safe installation in a public space',
    ],
    ar: {
      title: 'الدمى الآلية والروبوتات للتجارب الحية',
      description:
        'ابنِ الأبطال المتحرّكين في المدن الترفيهية وفعاليات المترو: الآليات والمستشعرات والتحكّم بالحركة والسلامة بين الجمهور.',
      syllabus: [
        'الآليات والمشغّلات',
        'المستشعرات والمحفّزات التفاعلية',
        'التحكّم بالحركة وبرمجة العروض',
        'الجلود الاصطناعية والأزياء واللمسات النهائية',
        'السلامة في التجهيزات العامة',
      ],
      outcomes: [
        'بناء نموذج أولي لدمية آلية تفاعلية',
        'برمجة تسلسل عرض قابل للتكرار',
        'تخطيط تجهيز آمن في مكان عام',
      ],
    },
  },
  {
    id: 'bf5f2c4a-8334-4f36-8e7a-581bbe70c38b',
    title: 'Entertainment Journalism and Fan Media',
    description:
      'Report on comics, film and games: interviews, reviews, podcasts and building an honest fan media channel.',
    duration: '6 weeks',
    format: 'Live Online + Newsroom Practice',
    price: 'AED 1,400',
    level: 'Beginner',
    category: 'Journalism',
    syllabus: [
      'News values in entertainment coverage',
      'Interviewing creators and talent',
      'Writing reviews that are fair and useful',
      'Podcasting and video formats',
    ],
    outcomes: [
      'Publish an interview and a review',
      'Launch a podcast or video series',
      'Follow editorial ethics with embargoes and access',
    ],
    ar: {
      title: 'الصحافة الترفيهية وإعلام المعجبين',
      description:
        'اكتب عن القصص المصورة والأفلام والألعاب: المقابلات والمراجعات والبودكاست وبناء قناة صادقة لإعلام المعجبين.',
      syllabus: [
        'القيم الإخبارية في التغطية الترفيهية',
        'إجراء المقابلات مع المبدعين والنجوم',
        'كتابة مراجعات منصفة ومفيدة',
        'البودكاست وصيغ الفيديو',
      ],
      outcomes: [
        'نشر مقابلة ومراجعة',
        'إطلاق بودكاست أو سلسلة فيديو',
        'الالتزام بأخلاقيات التحرير مع قيود حظر النشر وامتيازات الوصول',
      ],
    },
  },
  {
    id: 'f805ec12-2def-4222-9140-6022d441d1f4',
    title: 'Creative Leadership and Media Ethics',
    description:
      'Lead creative teams with integrity: representation, audiences of all ages, responsible storytelling and decisions under pressure.',
    duration: '6 weeks',
    format: 'Live Online + Leadership Circles',
    price: 'AED 2,100',
    level: 'Advanced',
    category: 'Ethics & Leadership',
    syllabus: [
      'Values-led leadership in creative studios',
      'Storytelling for young audiences',
      'Representation and inclusion',
      'Ethical partnerships and brand integration',
    ],
    outcomes: [
      'Set and keep a studio code of conduct',
      'Make clear, fair calls on sensitive content',
      'Lead a diverse team through production',
    ],
    ar: {
      title: 'القيادة الإبداعية وأخلاقيات الإعلام',
      description:
        'قُد الفرق الإبداعية بنزاهة: التمثيل العادل، والجمهور من كل الأعمار، والسرد المسؤول، واتخاذ القرار تحت الضغط.',
      syllabus: [
        'القيادة القائمة على القيم في الاستوديوهات الإبداعية',
        'سرد القصص لجمهور الصغار',
        'التمثيل والشمول',
        'الشراكات الأخلاقية ودمج العلامات التجارية',
      ],
      outcomes: [
        'وضع مدوّنة سلوك للاستوديو والالتزام بها',
        'اتخاذ قرارات واضحة ومنصفة بشأن المحتوى الحساس',
        'قيادة فريق متنوّع طوال مراحل الإنتاج',
      ],
    },
  },
];

/** A seeded course as the API answers it (see CoursesService). */
export const courseFromSeed = (seed: CourseSeed): Course => ({
  id: seed.id,
  title: seed.title,
  description: seed.description,
  duration: seed.duration,
  format: seed.format,
  price: seed.price,
  level: seed.level,
  category: seed.category,
  image: `/art/academy/${categorySlug(seed.category)}.svg`,
  featured: seed.featured ?? 0,
  syllabus: seed.syllabus,
  outcomes: seed.outcomes,
});

const ARABIC_BY_TITLE: ReadonlyMap<string, CourseSeed['ar']> = new Map(
  COURSE_SEEDS.map((seed) => [seed.title, seed.ar]),
);

/**
 * A course with the Arabic edition's words (title, description, syllabus, outcomes), by its
 * English title; unknown courses keep their English words. Its facts (level, duration, format,
 * price) stay values: the page writes them in its language (renderer/src/features/academy/course-facts.ts).
 */
export function courseInArabic(course: Course): Course {
  return { ...course, ...(ARABIC_BY_TITLE.get(course.title) ?? {}) };
}

// Code-point order, as the databases' C collation sorts the titles.
const byTitle = (a: Course, b: Course) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

/**
 * What GET /api/courses answers for a freshly seeded database, in its order (featured first,
 * then by title): the prerendered academy page shows it before the API answers.
 */
export function seededCatalogue(language: 'en' | 'ar'): Course[] {
  const courses = COURSE_SEEDS.map(courseFromSeed).sort(
    (a, b) => b.featured - a.featured || byTitle(a, b),
  );
  return language === 'ar' ? courses.map(courseInArabic) : courses;
}
