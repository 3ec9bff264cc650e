import type { Messages } from '../messages';
import type { episodes as english } from './episodes.en';

export const episodes: Messages<typeof english> = {
  shelfHeading: 'حلقات جديدة',
  shelfIntro_zero:
    'تتواصل حكاية حرّاس دبي بحلقات جديدة: يقرؤها الأعضاء وأعضاء الباقة المجانية يوم صدورها.',
  shelfIntro_one:
    'تتواصل حكاية حرّاس دبي بحلقات جديدة: يقرؤها الأعضاء يوم صدورها، وأعضاء الباقة المجانية بعد يوم واحد.',
  shelfIntro_two:
    'تتواصل حكاية حرّاس دبي بحلقات جديدة: يقرؤها الأعضاء يوم صدورها، وأعضاء الباقة المجانية بعد يومين.',
  shelfIntro_few:
    'تتواصل حكاية حرّاس دبي بحلقات جديدة: يقرؤها الأعضاء يوم صدورها، وأعضاء الباقة المجانية بعد {{count}} أيام.',
  shelfIntro_many:
    'تتواصل حكاية حرّاس دبي بحلقات جديدة: يقرؤها الأعضاء يوم صدورها، وأعضاء الباقة المجانية بعد {{count}} يومًا.',
  shelfIntro_other:
    'تتواصل حكاية حرّاس دبي بحلقات جديدة: يقرؤها الأعضاء يوم صدورها، وأعضاء الباقة المجانية بعد {{count}} يوم.',
  outNow: 'متاحة الآن',
  freeIn: 'مجانية بعد {{countdown}}',
  outIn: 'تصدر بعد {{countdown}}',
  earlyAccess: 'وصول مبكر للباقة {{tier}} وما فوقها',
  onlyFor: 'للباقة {{tier}} وما فوقها',
  unlocksOn: 'تُتاح لك في {{date}}',
  readNow: 'اقرأ الآن',
  seeWhen: 'متى يمكنني قراءتها؟',
  remindMe: 'ذكّرني',
  reminderSet: 'تم ضبط التذكير',
  addToCalendar: 'أضف مواعيد الإصدار إلى تقويمك',
  myCalendar: 'مواعيد إتاحة الحلقات لك في تقويمك',
  noticeTitle: 'أصبحت متاحة لك الآن',
  noticeText: 'صدرت {{title}} لك. قراءة ممتعة!',
  cover: 'غلاف {{title}}',
  tiers: { FREE: 'المجانية', SILVER: 'الفضية', GOLD: 'الذهبية', PLATINUM: 'البلاتينية' },
  // `number` is the count as the edition writes it. CLDR's long unit forms by plural category, as Intl writes them (a test holds them to Intl).
  countdown: {
    day_zero: '{{number}} يوم',
    day_one: 'يوم',
    day_two: 'يومان',
    day_few: '{{number}} أيام',
    day_many: '{{number}} يومًا',
    day_other: '{{number}} يوم',
    hour_zero: '{{number}} ساعة',
    hour_one: 'ساعة',
    hour_two: 'ساعتان',
    hour_few: '{{number}} ساعات',
    hour_many: '{{number}} ساعة',
    hour_other: '{{number}} ساعة',
    minute_zero: '{{number}} دقيقة',
    minute_one: 'دقيقة',
    minute_two: 'دقيقتان',
    minute_few: '{{number}} دقائق',
    minute_many: '{{number}} دقيقة',
    minute_other: '{{number}} دقيقة',
    second_zero: '{{number}} ثانية',
    second_one: 'ثانية',
    second_two: 'ثانيتان',
    second_few: '{{number}} ثوان',
    second_many: '{{number}} ثانية',
    second_other: '{{number}} ثانية',
    pair: '{{first}} و{{second}}',
  },
};
