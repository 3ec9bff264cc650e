import type { Messages } from '../messages';
import type { mailAccount as english } from './mailAccount.en';

/** بريد الحساب: صفحة تأكيده، إعدادات البريد في الملف الشخصي، صندوق بريد التطوير. */
export const mailAccount: Messages<typeof english> = {
  verify: {
    title: 'أكّد بريدك الإلكتروني',
    subtitle: 'نقرة واحدة في الرسالة التي أرسلناها، ويتأكد بريدك.',
    checking: 'جارٍ تأكيد بريدك...',
    done: 'تم تأكيد بريدك الإلكتروني. شكراً لك!',
    invalid: 'رابط التأكيد هذا غير صالح أو انتهت مدته. اطلب رابطاً جديداً من ملفك الشخصي.',
    toProfile: 'انتقل إلى ملفي الشخصي',
  },
  emailSettings: {
    title: 'تأكيد البريد الإلكتروني',
    unverified: 'لم يتأكد بريدك {{email}} بعد. اتبع الرابط في الرسالة التي أرسلناها إليك لتأكيده.',
    verified: 'تم تأكيد بريدك {{email}}.',
    resend: 'أرسل الرابط مرة أخرى',
    sending: 'جارٍ الإرسال...',
    resent: 'رابط تأكيد جديد في الطريق إليك.',
    failed: 'تعذّر إرسال الرابط',
    newEmail: 'العنوان الجديد',
    change: 'غيّر البريد',
    changing: 'جارٍ الإرسال...',
    changeSent: 'رابط تأكيد {{email}} في الطريق إلى ذلك البريد. يتغير بريدك عندما تتبعه.',
    changeFailed: 'تعذّر تغيير البريد',
  },
  devMailbox: {
    title: 'صندوق بريد التطوير',
    intro: 'كل رسالة أرسلها هذا الخادم (لم يُضبط SMTP_URL). غير متاح في الإنتاج.',
    empty: 'لا رسائل بعد.',
    to: 'إلى',
    from: 'من',
    date: 'التاريخ',
    text: 'نص عادي',
    choose: 'اختر رسالة لقراءتها.',
    refresh: 'تحديث',
  },
};
