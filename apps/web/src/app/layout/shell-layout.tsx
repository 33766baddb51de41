import { Link } from 'react-router';
import logo from '../../assets/logo.svg';
import { LoadingImage } from '../../ui/loading-image';

/**
 * What index.html paints before the app runs (the navbar's brand), with the loading image, until
 * the first page can show whole: the test-mode notice and the navbar's sign-in button or avatar
 * appearing after the page had painted would move it.
 */
export function ShellLayout() {
  return (
    <div className="page-shell">
      <header className="navbar">
        <div className="navbar__inner container">
          <Link to="/" className="navbar__brand" aria-label="GS Classroom home">
            <img src={logo} alt="" width={36} height={36} />
            <span>GS Classroom</span>
          </Link>
        </div>
      </header>
      <main className="page-main">
        <LoadingImage />
      </main>
    </div>
  );
}
