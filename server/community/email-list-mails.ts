import { PRODUCT_NAME, PRODUCT_NAME_AR } from '../../shared/constants.js';
import type { Edition } from '../mail/edition.js';
import { type RenderedMail, renderMail } from '../mail/mail-layout.js';
import type { EmailList } from './email-list-tokens.js';

/** How long a confirmation link of a list holds. */
export const LIST_CONFIRM_DAYS = 7;

interface ListLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

const ASKED: Record<Edition, Record<EmailList, (email: string) => string>> = {
  en: {
    newsletter: (email) =>
      `Someone asked to receive the ${PRODUCT_NAME} newsletter (new episodes, heroes and events) at ${email}.`,
    store: (email) =>
      `Someone asked us to mail ${email} when the ${PRODUCT_NAME} store opens, once, with its launch offers.`,
  },
  ar: {
    newsletter: (email) =>
      `طلب أحدهم تلقي النشرة البريدية لـ${PRODUCT_NAME_AR} (الحلقات الجديدة والأبطال والفعاليات) على ${email}.`,
    store: (email) =>
      `طلب أحدهم أن نراسل ${email} عند افتتاح متجر ${PRODUCT_NAME_AR}، مرة واحدة، مع عروض الافتتاح.`,
  },
};

/** The double opt-in mail: nothing more goes to the address unless it confirms. */
export function listConfirmMail(
  lang: Edition,
  list: EmailList,
  email: string,
  links: ListLinks,
): RenderedMail {
  const asked = ASKED[lang][list](email);
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject:
            list === 'newsletter'
              ? `Confirm your subscription to the ${PRODUCT_NAME} newsletter`
              : `Confirm: mail me when the ${PRODUCT_NAME} store opens`,
          heading: list === 'newsletter' ? 'Confirm your subscription' : 'Confirm your request',
          paragraphs: [
            asked,
            'If it was you, confirm with the button below. Nothing is sent to this address until you do.',
          ],
          action: { label: 'Confirm', url: links.confirmUrl },
          notes: [
            `The link works for ${LIST_CONFIRM_DAYS} days.`,
            'If you did not ask for this, ignore this mail: you will hear nothing more from us.',
          ],
          footerLink: { label: 'Unsubscribe', url: links.unsubscribeUrl },
        }
      : {
          lang,
          subject:
            list === 'newsletter'
              ? `أكّد اشتراكك في النشرة البريدية لـ${PRODUCT_NAME_AR}`
              : `أكّد: راسلني عند افتتاح متجر ${PRODUCT_NAME_AR}`,
          heading: list === 'newsletter' ? 'أكّد اشتراكك' : 'أكّد طلبك',
          paragraphs: [
            asked,
            'إن كنت أنت، فأكّد بالزر أدناه. لن نرسل شيئاً إلى هذا العنوان قبل ذلك.',
          ],
          action: { label: 'تأكيد', url: links.confirmUrl },
          notes: [
            `يعمل الرابط لمدة ${LIST_CONFIRM_DAYS} أيام.`,
            'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يصلك منا شيء بعدها.',
          ],
          footerLink: { label: 'إلغاء الاشتراك', url: links.unsubscribeUrl },
        },
  );
}

/**
 * The headers of one-click unsubscribe (RFC 2369 and RFC 8058): a mail client shows its own
 * "Unsubscribe" and POSTs `List-Unsubscribe=One-Click` to the URL, with no sign-in.
 */
export const listUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
