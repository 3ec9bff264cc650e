import type { Course } from '../schemas/academy.schemas.js';

/**
 * The academy catalogue in Arabic, by the course's English title (the seed's natural key). The
 * English rows stay the source; this table only translates what a visitor reads.
 */
type ArabicCourse = Pick<Course, 'title' | 'description'> &
  Partial<Pick<Course, 'syllabus' | 'outcomes'>>;

const COURSES_AR: Readonly<Record<string, ArabicCourse>> = {
  'Virtual Production for Superhero Worlds': {
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
  'Producing a Superhero Series': {
    title: 'إنتاج مسلسل أبطال خارقين',
    description:
      'من عرض الفكرة إلى العرض الأول: الميزانيات والجداول وفرق العمل والشركاء لمسلسل رسوم متحركة أو حيّ تدور أحداثه في كون أبطال.',
  },
  'Cinematography of Light and Sand': {
    title: 'التصوير السينمائي بين الضوء والرمال',
    description:
      'صوّر الصحراء والمدينة وسماء الليل: الضوء الطبيعي، واللقطات الخارجية عالية التباين، وهيئة الحرّاس أمام الكاميرا.',
  },
  'Writing Arab Superhero Stories': {
    title: 'كتابة قصص الأبطال الخارقين العرب',
    description:
      'اصنع أبطالًا متجذّرين في التراث: الأسطورة، وتطوّر الشخصيات، وكتابة سيناريو القصص المصورة، وبناء قصة الأصل.',
  },
  'Comic Scripting and Visual Storytelling': {
    title: 'سيناريو القصص المصورة والسرد البصري',
    description:
      'اعمل مع الرسّامين كما يعمل كتّاب القصص المصورة المحترفون: قلب الصفحة، وإيقاع اللوحات، والخط، واللوحة الصامتة.',
  },
  'AI Tools for Comic and Film Creators': {
    title: 'أدوات الذكاء الاصطناعي لصنّاع القصص المصورة والأفلام',
    description:
      'استخدم الأدوات التوليدية بمسؤولية في الرسوم التصورية والتصور المسبق والدبلجة والمونتاج، مع إبقاء كل قرار إبداعي بيد الإنسان.',
  },
  'Heritage, Myth and Identity on Screen': {
    title: 'التراث والأسطورة والهوية على الشاشة',
    description:
      'قدّم ثقافات المنطقة بعمقٍ واحترام: التاريخ والعمارة واللباس واللغة والحكايات التي تقف وراء الرموز.',
  },
  'Intellectual Property for Creators': {
    title: 'الملكية الفكرية للمبدعين',
    description:
      'احمِ شخصياتك وقصصك ورخّصها: حقوق النشر والعلامات التجارية وصفقات الترخيص والمقتنيات الرقمية والعقود مع الشركاء في دول الخليج.',
  },
  'Sound Design for Heroes': {
    title: 'تصميم الصوت للأبطال',
    description:
      'امنح القوى صوتًا: المؤثرات الصوتية والموسيقى التصويرية والمكساج لتحويل القصص المصورة إلى الشاشة، وللإعلانات الترويجية وتجهيزات المحطات التفاعلية.',
  },
  'Animatronics and Robotics for Live Experiences': {
    title: 'الدمى الآلية والروبوتات للتجارب الحية',
    description:
      'ابنِ الأبطال المتحرّكين في المدن الترفيهية وفعاليات المترو: الآليات والمستشعرات والتحكّم بالحركة والسلامة بين الجمهور.',
  },
  'Entertainment Journalism and Fan Media': {
    title: 'الصحافة الترفيهية وإعلام المعجبين',
    description:
      'اكتب عن القصص المصورة والأفلام والألعاب: المقابلات والمراجعات والبودكاست وبناء قناة صادقة لإعلام المعجبين.',
  },
  'Creative Leadership and Media Ethics': {
    title: 'القيادة الإبداعية وأخلاقيات الإعلام',
    description:
      'قُد الفرق الإبداعية بنزاهة: التمثيل العادل، والجمهور من كل الأعمار، والسرد المسؤول، واتخاذ القرار تحت الضغط.',
  },
};

const LEVELS_AR: Readonly<Record<string, string>> = {
  Beginner: 'مبتدئ',
  Intermediate: 'متوسط',
  Advanced: 'متقدّم',
};

const FORMAT_PARTS_AR: Readonly<Record<string, string>> = {
  'Studio Sessions': 'جلسات في الاستوديو',
  'Live Online': 'بثّ مباشر عبر الإنترنت',
  'On Location': 'تصوير في المواقع',
  'Writers Room': 'غرفة الكتّاب',
  'Portfolio Reviews': 'مراجعات ملفات الأعمال',
  'Lab Sessions': 'جلسات مختبر',
  'Museum Visits': 'زيارات للمتاحف',
  'Case Clinics': 'عيادات الحالات',
  'Maker Lab': 'مختبر الصناعة',
  'Newsroom Practice': 'تدريب في غرفة الأخبار',
  'Leadership Circles': 'حلقات القيادة',
};

/** "12 weeks" -> "12 أسبوعًا" (Arabic counts take their own noun forms). */
function weeksAr(duration: string): string {
  const weeks = Number(/^(\d+) weeks?$/.exec(duration)?.[1]);
  if (!weeks) return duration;
  if (weeks === 1) return 'أسبوع واحد';
  if (weeks === 2) return 'أسبوعان';
  return weeks <= 10 ? `${weeks} أسابيع` : `${weeks} أسبوعًا`;
}

/** "AED 6,500" -> "6,500 درهم". */
const priceAr = (price: string): string => price.replace(/^AED\s*(.+)$/, '$1 درهم');

/** A course as the Arabic edition shows it; unknown courses keep their English texts. */
export function courseInArabic(course: Course): Course {
  const arabic = COURSES_AR[course.title];
  return {
    ...course,
    ...(arabic ?? {}),
    duration: weeksAr(course.duration),
    format: course.format
      .split(' + ')
      .map((part) => FORMAT_PARTS_AR[part] ?? part)
      .join(' + '),
    price: priceAr(course.price),
    level: LEVELS_AR[course.level] ?? course.level,
  };
}

/** The English titles that have an Arabic entry (for the catalogue test). */
export const ARABIC_COURSE_TITLES: readonly string[] = Object.keys(COURSES_AR);
