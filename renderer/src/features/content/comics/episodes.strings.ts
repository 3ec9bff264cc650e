import type { Language } from '../../../lib/language';

/** Texts of the server episodes' cards, countdowns, reminders and calendar links. */
export interface EpisodeStrings {
  shelfHeading: string;
  shelfIntro: string;
  outNow: string;
  freeIn: (countdown: string) => string;
  outIn: (countdown: string) => string;
  earlyAccess: (tier: string) => string;
  onlyFor: (tier: string) => string;
  unlocksOn: (date: string) => string;
  readNow: string;
  seeWhen: string;
  remindMe: string;
  reminderSet: string;
  addToCalendar: string;
  myCalendar: string;
  noticeTitle: string;
  noticeText: (title: string) => string;
  cover: (title: string) => string;
  /** A tier's name as the reader's language says it. */
  tier: (tier: string) => string;
}

const ARABIC_TIERS: Record<string, string> = {
  FREE: 'المجانية',
  SILVER: 'الفضية',
  GOLD: 'الذهبية',
  PLATINUM: 'البلاتينية',
};

export const EPISODE_STRINGS: Readonly<Record<Language, EpisodeStrings>> = {
  en: {
    shelfHeading: 'New episodes',
    shelfIntro:
      'Guardians of Dubai continues on the server: members read new episodes on release day, free members 7 days later.',
    outNow: 'Out now',
    freeIn: (countdown) => `Free in ${countdown}`,
    outIn: (countdown) => `Out in ${countdown}`,
    earlyAccess: (tier) => `Early access for ${tier} and above`,
    onlyFor: (tier) => `For ${tier} and above`,
    unlocksOn: (date) => `Unlocks for you on ${date}`,
    readNow: 'Read Now',
    seeWhen: 'When can I read it?',
    remindMe: 'Remind me',
    reminderSet: 'Reminder set',
    addToCalendar: 'Add releases to your calendar',
    myCalendar: 'Your unlock times in your calendar',
    noticeTitle: 'Now unlocked for you',
    noticeText: (title) => `${title} is out for you. Enjoy the read!`,
    cover: (title) => `Cover of ${title}`,
    tier: (tier) => tier,
  },
  ar: {
    shelfHeading: 'حلقات جديدة',
    shelfIntro:
      'تتواصل حكاية حرّاس دبي بحلقات جديدة: يقرؤها الأعضاء يوم صدورها، وأعضاء الباقة المجانية بعد 7 أيام.',
    outNow: 'متاحة الآن',
    freeIn: (countdown) => `مجانية بعد ${countdown}`,
    outIn: (countdown) => `تصدر بعد ${countdown}`,
    earlyAccess: (tier) => `وصول مبكر للباقة ${tier} وما فوقها`,
    onlyFor: (tier) => `للباقة ${tier} وما فوقها`,
    unlocksOn: (date) => `تُتاح لك في ${date}`,
    readNow: 'اقرأ الآن',
    seeWhen: 'متى يمكنني قراءتها؟',
    remindMe: 'ذكّرني',
    reminderSet: 'تم ضبط التذكير',
    addToCalendar: 'أضف مواعيد الإصدار إلى تقويمك',
    myCalendar: 'مواعيد إتاحة الحلقات لك في تقويمك',
    noticeTitle: 'أصبحت متاحة لك الآن',
    noticeText: (title) => `صدرت ${title} لك. قراءة ممتعة!`,
    cover: (title) => `غلاف ${title}`,
    tier: (tier) => ARABIC_TIERS[tier] ?? tier,
  },
};
