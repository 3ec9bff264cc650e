import { useTranslation } from '../../lib/i18n';
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={label ?? t('common.loading')}
      className="flex items-center justify-center p-8"
    >
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-gold/30 border-t-gold" />
    </div>
  );
}
