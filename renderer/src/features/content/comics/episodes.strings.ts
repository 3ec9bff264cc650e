/** Texts of the server episodes' cards, countdowns, reminders and calendar links. */
export const EPISODE_STRINGS = {
  shelfHeading: 'New episodes',
  shelfIntro:
    'Guardians of Dubai continues on the server: members read new episodes on release day, free members 7 days later.',
  outNow: 'Out now',
  freeIn: (countdown: string) => `Free in ${countdown}`,
  outIn: (countdown: string) => `Out in ${countdown}`,
  earlyAccess: (tier: string) => `Early access for ${tier} and above`,
  onlyFor: (tier: string) => `For ${tier} and above`,
  unlocksOn: (date: string) => `Unlocks for you on ${date}`,
  readNow: 'Read Now',
  seeWhen: 'When can I read it?',
  remindMe: 'Remind me',
  reminderSet: 'Reminder set',
  addToCalendar: 'Add releases to your calendar',
  myCalendar: 'Your unlock times in your calendar',
  noticeTitle: 'Now unlocked for you',
  noticeText: (title: string) => `${title} is out for you. Enjoy the read!`,
  read: 'Read',
  dismiss: 'Dismiss',
} as const;
