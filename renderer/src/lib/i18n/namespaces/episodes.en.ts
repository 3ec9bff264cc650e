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
  /** The header's notifications menu: a member's reminders, kept until opened. */
  notifications: {
    button: 'Notifications',
    buttonNew_one: 'Notifications, {{count}} new',
    buttonNew_other: 'Notifications, {{count}} new',
    heading: 'Notifications',
    unlocked: '{{title}} is out for you',
    open: 'Read it now',
    waiting: '{{title}} unlocks for you on {{date}}',
    forget: 'Remove the reminder for {{title}}',
    empty:
      'Nothing new. Use Remind me on an upcoming episode and it will show here when it unlocks.',
  },
  /** Subscribing to the release calendar. */
  calendar: {
    subscribe: 'Subscribe in your calendar app',
    copy: 'Copy the link',
    copied: 'Calendar link copied',
    copyFailed: 'Could not copy: select the link and copy it',
    download: 'Download the .ics file',
    link: 'Calendar link',
    howTo: 'How to add it',
    apple:
      'Apple Calendar: choose Subscribe above, or File > New Calendar Subscription and paste the link.',
    google: 'Google Calendar: Other calendars > + > From URL, paste the link, then Add calendar.',
    outlook: 'Outlook: Add calendar > Subscribe from web, paste the link and name it.',
    updates:
      'A subscribed calendar updates itself when release times change; a downloaded file does not.',
  },
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
