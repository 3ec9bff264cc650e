import { BILLING_INTERVALS, type BillingInterval } from '@shared/billing';
import { useTranslation } from '../../../lib/i18n';
import { BILLING_NS } from '../../../lib/i18n/namespaces/billing';

/** Monthly or annual prices (annual at 20 % off). */
export function IntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  const { t } = useTranslation(BILLING_NS);
  return (
    <fieldset className="mx-auto flex gap-2 rounded-full border border-line bg-night p-1">
      <legend className="sr-only">{t('interval.label')}</legend>
      {BILLING_INTERVALS.map((interval) => (
        <label
          key={interval}
          className={`cursor-pointer rounded-full px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold ${
            value === interval ? 'bg-gold text-ink' : 'text-sand'
          }`}
        >
          <input
            type="radio"
            name="billing-interval"
            value={interval}
            checked={value === interval}
            onChange={() => onChange(interval)}
            className="sr-only"
          />
          {t(`interval.${interval}`)}
        </label>
      ))}
    </fieldset>
  );
}
