/** The server episodes' cards, countdowns, reminders and calendar links. */
export const episodes = {
  shelfHeading: 'New episodes',
  // `count` is RELEASE_DELAY_DAYS.FREE.
  shelfIntro_one:
    'Guardians of Dubai continues on the server: members read new episodes on release day, free members {{count}} day later.',
  shelfIntro_other:
    'Guardians of Dubai continues on the server: members read new episodes on release day, free members {{count}} days later.',
  outNow: 'Out now',
  freeIn: 'Free in {{countdown}}',
  outIn: 'Out in {{countdown}}',
  earlyAccess: 'Early access for {{tier}} and above',
  onlyFor: 'For {{tier}} and above',
  unlocksOn: 'Unlocks for you on {{date}}',
  readNow: 'Read Now',
  seeWhen: 'When can I read it?',
  remindMe: 'Remind me',
  reminderSet: 'Reminder set',
  addToCalendar: 'Add releases to your calendar',
  myCalendar: 'Your unlock times in your calendar',
  noticeTitle: 'Now unlocked for you',
  noticeText: '{{title}} is out for you. Enjoy the read!',
  cover: 'Cover of {{title}}',
  /** A tier's name as the reader's language says it. */
  tiers: { FREE: 'FREE', SILVER: 'SILVER', GOLD: 'GOLD', PLATINUM: 'PLATINUM' },
  /** A countdown's units ("3 days 4 hours"): `number` is the count as the edition writes
   * it, `pair` joins the two largest units. */
  countdown: {
    day_one: '{{number}} day',
    day_other: '{{number}} days',
    hour_one: '{{number}} hour',
    hour_other: '{{number}} hours',
    minute_one: '{{number}} minute',
    minute_other: '{{number}} minutes',
    second_one: '{{number}} second',
    second_other: '{{number}} seconds',
    pair: '{{first}} {{second}}',
  },
} as const;
