import { useEdition, useTranslation } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/i18n/format';
import { BILLING_NS } from '../../../lib/i18n/namespaces/billing';
import { planFor } from '@shared/tiers';
import { useInvoices } from '../api/billing.api';
import { formatDate, planIn } from '../format';

/** The profile's receipts and invoices, newest first. */
export function InvoicesSection() {
  const { t } = useTranslation(BILLING_NS);
  const language = useEdition();
  const invoices = useInvoices();
  return (
    <section
      aria-labelledby="invoices-heading"
      className="rounded-2xl border border-line bg-night p-6"
    >
      <h2 id="invoices-heading" className="font-display text-3xl tracking-wide text-gold">
        {t('invoices.title')}
      </h2>
      {invoices.data && invoices.data.length === 0 && (
        <p className="mt-4 text-mist">{t('invoices.none')}</p>
      )}
      <ul className="mt-4 divide-y divide-line" data-testid="invoices">
        {(invoices.data ?? []).map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <p className="text-sand">
                {planIn(planFor(invoice.tier), language).name}
                {invoice.kind === 'PRORATION' && ` · ${t('invoices.proration')}`}
              </p>
              <p className="text-xs text-mist">
                {formatDate(invoice.issuedAt, language)} ·{' '}
                {t('invoices.vat', {
                  amount: formatPrice(invoice.tax, language, invoice.currency),
                })}
              </p>
            </div>
            <div className="text-end">
              <p className="font-semibold text-gold">
                {formatPrice(invoice.amount, language, invoice.currency)}
              </p>
              <p
                className={`text-xs ${invoice.status === 'PAID' ? 'text-emerald-300' : 'text-danger'}`}
              >
                {invoice.status === 'PAID' ? t('invoices.paid') : t('invoices.failed')}
              </p>
              {invoice.url && (
                <a href={invoice.url} className="text-xs text-pearl underline" rel="noreferrer">
                  {t('invoices.view')}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
