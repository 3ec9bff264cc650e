import type { Edition } from '../mail/edition.js';
import { type RenderedMail, renderMail } from '../mail/mail-layout.js';

/** The mail of a "Remind me": the episode is out for the member now (a link, never its pages). */
export function episodeUnlockedMail(lang: Edition, title: string, readerUrl: string): RenderedMail {
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `${title} is out for you`,
          heading: `${title} is out for you`,
          paragraphs: [`You asked us to tell you when ${title} unlocks for you. It is out now.`],
          action: { label: 'Read now', url: readerUrl },
          notes: [
            'You get this mail once, because you pressed "Remind me" on the episode. The notice also waits in the notifications menu of the site.',
          ],
        }
      : {
          lang,
          subject: `${title} متاحة لك الآن`,
          heading: `${title} متاحة لك الآن`,
          paragraphs: [`طلبت أن نخبرك حين تُفتح لك ${title}. إنها متاحة الآن.`],
          action: { label: 'اقرأ الآن', url: readerUrl },
          notes: [
            'تصلك هذه الرسالة مرة واحدة، لأنك ضغطت "ذكّرني" على الحلقة. ويبقى التنبيه أيضاً في قائمة الإشعارات في الموقع.',
          ],
        },
  );
}
