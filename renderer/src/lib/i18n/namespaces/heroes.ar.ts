import type { Messages } from '../messages';
import type { heroes as english } from './heroes.en';

export const heroes: Messages<typeof english> = {
  submitterBlocked: 'حظر المشرفون الأبطال الجديدة منك. تواصل معنا إن كنت ترى ذلك خطأً.',
  report: 'إبلاغ',
  reportLabel: 'إبلاغ المشرفين عن {{name}}',
  reported: 'تم الإبلاغ',
  reportedText: 'شكرًا لك: سيلقي المشرفون نظرة.',
  reportFailed: 'تعذّر إرسال البلاغ. حاول مرة أخرى لاحقًا.',
};
