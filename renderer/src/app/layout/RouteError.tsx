import { Link, useRouteError } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';

/**
 * Shown inside the layout (header and footer stay) when a page fails: its code could not be loaded
 * (offline in the desktop app, a new release) or it threw while rendering.
 */
export function RouteError() {
  const error = useRouteError();
  const loadFailed =
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|import/i.test(error.message);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold">This page could not be shown</h1>
      <p className="mt-3 text-mist">
        {loadFailed
          ? 'Part of the app could not be loaded. Check the connection and try again.'
          : 'Something went wrong on this page. Try again, or go back to the home page.'}
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          className={buttonClass('primary', 'md')}
          onClick={() => location.reload()}
        >
          Try again
        </button>
        <Link to="/" className={buttonClass('secondary', 'md')}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
