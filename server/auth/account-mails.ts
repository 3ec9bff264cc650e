import { PRODUCT_NAME, PRODUCT_NAME_AR } from '../../shared/constants.js';
import type { Edition } from '../mail/edition.js';
import { type RenderedMail, renderMail } from '../mail/mail-layout.js';

/** The mail with a link to choose a new password (valid 30 minutes, once). */
export function passwordResetMail(lang: Edition, email: string, url: string): RenderedMail {
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `Reset your ${PRODUCT_NAME} password`,
          heading: 'Reset your password',
          paragraphs: [
            `Someone asked to reset the password of the ${PRODUCT_NAME} account for ${email}.`,
            'If it was you, choose a new password with the button below.',
          ],
          action: { label: 'Choose a new password', url },
          notes: [
            'The link works once, for 30 minutes.',
            'If you did not ask for this, ignore this mail: your password stays as it is.',
          ],
        }
      : {
          lang,
          subject: `إعادة تعيين كلمة مرور ${PRODUCT_NAME_AR}`,
          heading: 'إعادة تعيين كلمة المرور',
          paragraphs: [
            `طلب أحدهم إعادة تعيين كلمة مرور حساب ${PRODUCT_NAME_AR} للبريد ${email}.`,
            'إن كنت أنت، فاختر كلمة مرور جديدة بالزر أدناه.',
          ],
          action: { label: 'اختر كلمة مرور جديدة', url },
          notes: [
            'يعمل الرابط مرة واحدة، لمدة 30 دقيقة.',
            'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
          ],
        },
  );
}

/** The notice after a password change: every session was ended. */
export function passwordChangedMail(lang: Edition, email: string, loginUrl: string): RenderedMail {
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `Your ${PRODUCT_NAME} password was changed`,
          heading: 'Your password was changed',
          paragraphs: [
            `The password of your ${PRODUCT_NAME} account (${email}) was just changed, and every device signed in to it was signed out.`,
          ],
          action: { label: 'Sign in', url: loginUrl },
          notes: [
            'If you did not do this, reset your password at once from the sign-in page ("Forgot password?").',
          ],
        }
      : {
          lang,
          subject: `تم تغيير كلمة مرور ${PRODUCT_NAME_AR}`,
          heading: 'تم تغيير كلمة المرور',
          paragraphs: [
            `تم للتو تغيير كلمة مرور حسابك في ${PRODUCT_NAME_AR} (${email})، وسُجّل خروج كل جهاز كان مسجَّل الدخول إليه.`,
          ],
          action: { label: 'تسجيل الدخول', url: loginUrl },
          notes: [
            'إن لم تفعل ذلك فأعد تعيين كلمة مرورك فوراً من صفحة تسجيل الدخول ("نسيت كلمة المرور؟").',
          ],
        },
  );
}

/** The link that confirms the address of a new account (valid 24 hours, once). */
export function verifyEmailMail(lang: Edition, email: string, url: string): RenderedMail {
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `Confirm your email for ${PRODUCT_NAME}`,
          heading: 'Confirm your email',
          paragraphs: [
            `Welcome to ${PRODUCT_NAME}! Confirm that ${email} is your address, so we can reach you about your account and membership.`,
            'You can read while your address is unconfirmed.',
          ],
          action: { label: 'Confirm my email', url },
          notes: [
            'The link works once, for 24 hours. A new one can be sent from your profile.',
            'If you did not create this account, ignore this mail.',
          ],
        }
      : {
          lang,
          subject: `أكّد بريدك الإلكتروني في ${PRODUCT_NAME_AR}`,
          heading: 'أكّد بريدك الإلكتروني',
          paragraphs: [
            `مرحباً بك في ${PRODUCT_NAME_AR}! أكّد أن ${email} هو بريدك، لنتمكن من مراسلتك بشأن حسابك وعضويتك.`,
            'يمكنك القراءة قبل تأكيد بريدك.',
          ],
          action: { label: 'أكّد بريدي', url },
          notes: [
            'يعمل الرابط مرة واحدة، لمدة 24 ساعة. يمكن إرسال رابط جديد من ملفك الشخصي.',
            'إن لم تنشئ هذا الحساب فتجاهل هذه الرسالة.',
          ],
        },
  );
}

/** Sent to the new address: the link that moves the account to it (valid 24 hours, once). */
export function confirmEmailChangeMail(lang: Edition, newEmail: string, url: string): RenderedMail {
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `Confirm your new email for ${PRODUCT_NAME}`,
          heading: 'Confirm your new email',
          paragraphs: [
            `You asked to use ${newEmail} for your ${PRODUCT_NAME} account. The change takes effect when you confirm it.`,
          ],
          action: { label: 'Confirm my new email', url },
          notes: [
            'The link works once, for 24 hours.',
            'If you did not ask for this, ignore this mail: nothing changes.',
          ],
        }
      : {
          lang,
          subject: `أكّد بريدك الجديد في ${PRODUCT_NAME_AR}`,
          heading: 'أكّد بريدك الإلكتروني الجديد',
          paragraphs: [
            `طلبت استخدام ${newEmail} لحسابك في ${PRODUCT_NAME_AR}. يسري التغيير عند تأكيده.`,
          ],
          action: { label: 'أكّد بريدي الجديد', url },
          notes: [
            'يعمل الرابط مرة واحدة، لمدة 24 ساعة.',
            'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يتغير شيء.',
          ],
        },
  );
}

/** Sent to the old address once the change took effect. */
export function emailChangedMail(lang: Edition, newEmail: string): RenderedMail {
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `Your ${PRODUCT_NAME} email was changed`,
          heading: 'Your email was changed',
          paragraphs: [
            `Your ${PRODUCT_NAME} account now uses ${newEmail}. Sign in with that address from now on.`,
          ],
          notes: ['If you did not do this, reset your password at once and contact us.'],
        }
      : {
          lang,
          subject: `تم تغيير بريدك في ${PRODUCT_NAME_AR}`,
          heading: 'تم تغيير بريدك الإلكتروني',
          paragraphs: [
            `يستخدم حسابك في ${PRODUCT_NAME_AR} الآن ${newEmail}. سجّل الدخول بهذا البريد من الآن.`,
          ],
          notes: ['إن لم تفعل ذلك فأعد تعيين كلمة مرورك فوراً وتواصل معنا.'],
        },
  );
}

/** Sent to the address of an account just deleted: what went and what stays. */
export function accountDeletedMail(lang: Edition, email: string): RenderedMail {
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `Your ${PRODUCT_NAME} account was deleted`,
          heading: 'Your account was deleted',
          paragraphs: [
            `The ${PRODUCT_NAME} account ${email} was deleted at your request, with its membership, reading progress, bookmarks, reminders and sessions.`,
            'Orders stay in the shop’s records without your name on them.',
          ],
          notes: ['If you did not do this, contact us at once.'],
        }
      : {
          lang,
          subject: `تم حذف حسابك في ${PRODUCT_NAME_AR}`,
          heading: 'تم حذف حسابك',
          paragraphs: [
            `حُذف حساب ${PRODUCT_NAME_AR} ‎${email}‎ بناءً على طلبك، ومعه عضويتك وتقدّم قراءتك وعلاماتك المرجعية وتذكيراتك وجلساتك.`,
            'تبقى الطلبات في سجلات المتجر دون اسمك.',
          ],
          notes: ['إن لم تفعل ذلك فتواصل معنا فوراً.'],
        },
  );
}
