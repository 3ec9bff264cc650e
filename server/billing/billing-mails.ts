import { PRODUCT_NAME, PRODUCT_NAME_AR } from '../../shared/constants.js';
import type { Tier } from '../../shared/enums.js';
import { arabicPlanTexts, planFor } from '../../shared/tiers.js';
import { type RenderedMail, renderMail } from '../mail/mail-layout.js';
import type { Language, ProviderInvoice } from './provider.js';

const planName = (lang: Language, tier: Tier) =>
  lang === 'ar' ? arabicPlanTexts(tier).name : planFor(tier).name;

const day = (lang: Language, date: Date) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);

const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`;

/** The receipt of a paid invoice (VAT shown). */
export function receiptMail(invoice: ProviderInvoice, profileUrl: string): RenderedMail {
  const lang = invoice.language;
  const total = money(invoice.amount, invoice.currency);
  const vat = money(invoice.tax, invoice.currency);
  const name = planName(lang, invoice.tier);
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `Your ${PRODUCT_NAME} receipt: ${name} plan, ${total}`,
          heading: 'Thank you: payment received',
          paragraphs: [
            `We received ${total} for the ${name} plan${invoice.kind === 'PRORATION' ? ' (the upgrade, for the rest of the period)' : ''}.`,
            `VAT included (5 %): ${vat}.`,
            ...(invoice.periodEnd ? [`Your plan runs until ${day(lang, invoice.periodEnd)}.`] : []),
          ],
          action: { label: 'See your invoices', url: profileUrl },
        }
      : {
          lang,
          subject: `إيصال ${PRODUCT_NAME_AR}: الخطة ${name}، ${total}`,
          heading: 'شكرًا لك: استلمنا الدفعة',
          paragraphs: [
            `استلمنا ${total} مقابل الخطة ${name}${invoice.kind === 'PRORATION' ? ' (الترقية، لبقية الفترة)' : ''}.`,
            `شاملة ضريبة القيمة المضافة (5%): ${vat}.`,
            ...(invoice.periodEnd ? [`تسري خطتك حتى ${day(lang, invoice.periodEnd)}.`] : []),
          ],
          action: { label: 'اطّلع على فواتيرك', url: profileUrl },
        },
  );
}

/** A renewal payment failed: the tier is kept until `graceUntil` while it is retried. */
export function paymentFailedMail(
  invoice: ProviderInvoice,
  graceUntil: Date,
  subscriptionUrl: string,
): RenderedMail {
  const lang = invoice.language;
  const name = planName(lang, invoice.tier);
  const total = money(invoice.amount, invoice.currency);
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `Payment failed: your ${PRODUCT_NAME} ${name} plan`,
          heading: 'Your payment did not go through',
          paragraphs: [
            `We could not charge ${total} for your ${name} plan.`,
            `You keep the ${name} plan until ${day(lang, graceUntil)} while we try again. Update your card to keep it after that.`,
          ],
          action: { label: 'Update payment method', url: subscriptionUrl },
        }
      : {
          lang,
          subject: `تعذّر الدفع: خطة ${PRODUCT_NAME_AR} ${name}`,
          heading: 'لم تنجح عملية الدفع',
          paragraphs: [
            `لم نتمكن من تحصيل ${total} مقابل خطتك ${name}.`,
            `تبقى لك الخطة ${name} حتى ${day(lang, graceUntil)} بينما نعيد المحاولة. حدّث بطاقتك لتحتفظ بها بعد ذلك.`,
          ],
          action: { label: 'تحديث وسيلة الدفع', url: subscriptionUrl },
        },
  );
}

/** A paid membership ended (cancelled, or payment never recovered): the member is FREE again. */
export function membershipEndedMail(
  lang: Language,
  tier: Tier,
  unpaid: boolean,
  subscriptionUrl: string,
): RenderedMail {
  const name = planName(lang, tier);
  return renderMail(
    lang === 'en'
      ? {
          lang,
          subject: `Your ${PRODUCT_NAME} ${name} plan has ended`,
          heading: 'Your plan has ended',
          paragraphs: [
            unpaid
              ? `We could not collect the payment for your ${name} plan, so it has ended and your account is on the Free plan.`
              : `Your ${name} plan has ended as you asked; your account is on the Free plan.`,
            'You can choose a plan again at any time.',
          ],
          action: { label: 'Choose a plan', url: subscriptionUrl },
        }
      : {
          lang,
          subject: `انتهت خطتك ${name} في ${PRODUCT_NAME_AR}`,
          heading: 'انتهت خطتك',
          paragraphs: [
            unpaid
              ? `تعذّر تحصيل دفعة خطتك ${name}، فانتهت وصار حسابك على الخطة المجانية.`
              : `انتهت خطتك ${name} كما طلبت، وصار حسابك على الخطة المجانية.`,
            'يمكنك اختيار خطة من جديد في أي وقت.',
          ],
          action: { label: 'اختر خطة', url: subscriptionUrl },
        },
  );
}
