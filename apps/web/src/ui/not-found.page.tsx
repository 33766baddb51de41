import { Link } from 'react-router';
import notFound from '../assets/not-found.svg';
import { usePageTitle } from '../lib/page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="status-page container">
      <img src={notFound} alt="Page not found" width={320} height={200} />
      <h1>Oops... Page Not Found!</h1>
      <Link to="/" className="button button--primary">
        Back To Home
      </Link>
    </section>
  );
}

export default NotFoundPage;
