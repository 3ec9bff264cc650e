import { Link } from '../lib/links';
import { useTranslation } from '../lib/i18n';
import { buttonClass } from '../components/ui/Button';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-8xl text-gold">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-mist">{t('notFound.text')}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
