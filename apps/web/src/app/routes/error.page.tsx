import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { NotFoundPage } from '../../ui/not-found.page';

/** The generic error screen of the root routes. */
export function ErrorPage() {
  const error = useRouteError();
  usePageTitle('Error');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : (error as Error)?.message;
  return (
    <section className="status-page container" role="alert">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Please try again in a moment.</p>
      {detail && <p className="status-page__detail">{detail}</p>}
      <Link to="/" className="button button--primary">
        Back To Home
      </Link>
    </section>
  );
}

export default ErrorPage;
