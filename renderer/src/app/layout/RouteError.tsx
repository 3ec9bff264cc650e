import { useRouteError } from 'react-router-dom';
import { Link } from '../../lib/links';
import { useTranslation } from '../../lib/i18n';
import { buttonClass } from '../../components/ui/Button';

/**
 * Shown inside the layout (header and footer stay) when a page fails: its code could not be loaded
 * (offline in the desktop app, a new release) or it threw while rendering.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const loadFailed =
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|import/i.test(error.message);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold">{t('routeError.title')}</h1>
      <p className="mt-3 text-mist">
        {loadFailed ? t('routeError.loadFailed') : t('routeError.failed')}
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          className={buttonClass('primary', 'md')}
          onClick={() => location.reload()}
        >
          {t('routeError.retry')}
        </button>
        <Link to="/" className={buttonClass('secondary', 'md')}>
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
