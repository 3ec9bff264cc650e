import { PRODUCT_NAME, PRODUCT_NAME_AR } from '../../../shared/constants.js';
import type { Edition } from '../../mail/edition.js';
import { type RenderedMail, renderMail } from '../../mail/mail-layout.js';

/** The invitation to create or link an account bound to a partner (valid 7 days, once). */
export function partnerInvitationMail(
  lang: Edition,
  partnerName: string,
  url: string,
  approved: boolean,
): RenderedMail {
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: approved
            ? `${partnerName} is now a ${PRODUCT_NAME} partner`
            : `Join ${partnerName} on ${PRODUCT_NAME}`,
          heading: approved ? 'Your partnership was approved' : `Join ${partnerName}`,
          paragraphs: [
            approved
              ? `Welcome! The partnership application of ${partnerName} was approved.`
              : `You were invited to the ${PRODUCT_NAME} partner portal of ${partnerName}.`,
            'Create an account, or sign in to the one you have, and accept the invitation to open the partner portal: campaigns, reports, API keys and webhooks.',
          ],
          action: { label: 'Accept the invitation', url },
          notes: [
            'The link works once, for 7 days.',
            'If you did not expect this, ignore this mail.',
          ],
        }
      : {
          lang,
          subject: approved
            ? `أصبحت ${partnerName} شريكاً في ${PRODUCT_NAME_AR}`
            : `انضم إلى ${partnerName} في ${PRODUCT_NAME_AR}`,
          heading: approved ? 'تمت الموافقة على شراكتكم' : `انضم إلى ${partnerName}`,
          paragraphs: [
            approved
              ? `مرحباً بكم! تمت الموافقة على طلب الشراكة المقدَّم من ${partnerName}.`
              : `دُعيت إلى بوابة شركاء ${PRODUCT_NAME_AR} الخاصة بـ ${partnerName}.`,
            'أنشئ حساباً أو سجّل الدخول إلى حسابك، ثم اقبل الدعوة لفتح بوابة الشركاء: الحملات والتقارير ومفاتيح الواجهة البرمجية وخطافات الويب.',
          ],
          action: { label: 'قبول الدعوة', url },
          notes: ['يعمل الرابط مرة واحدة، لمدة 7 أيام.', 'إن لم تكن تتوقع هذه الرسالة فتجاهلها.'],
        },
  );
}

/** The answer to a refused application, with the reviewer's reason. */
export function applicationRejectedMail(
  lang: Edition,
  partnerName: string,
  reason: string,
): RenderedMail {
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `Your ${PRODUCT_NAME} partnership application`,
          heading: 'About your partnership application',
          paragraphs: [
            `Thank you for the partnership application of ${partnerName}. After review, we cannot accept it at this time.`,
            `The reason: ${reason}`,
          ],
          notes: ['You are welcome to apply again when things change.'],
        }
      : {
          lang,
          subject: `طلب الشراكة مع ${PRODUCT_NAME_AR}`,
          heading: 'بشأن طلب الشراكة',
          paragraphs: [
            `شكراً لطلب الشراكة المقدَّم من ${partnerName}. بعد المراجعة، لا يمكننا قبوله في الوقت الحالي.`,
            `السبب: ${reason}`,
          ],
          notes: ['يسعدنا أن تتقدموا بطلب جديد متى تغيّرت الظروف.'],
        },
  );
}
