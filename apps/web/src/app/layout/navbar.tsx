import { MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import logo from '../../assets/logo.svg';
import { useStores } from '../../stores/use-stores';
import { NAV_LINKS } from '../../ui/nav-links';
import { UserMenu } from '../../ui/user-menu';

// The drawer is only needed on small screens, and only once opened.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

export const Navbar = observer(function Navbar() {
  const { auth } = useStores();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  // Signing in from a page comes back to it.
  const from =
    location.pathname === '/login' || location.pathname === '/register'
      ? undefined
      : `${location.pathname}${location.search}`;

  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <button
          type="button"
          className="icon-button navbar__menu-button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuOutlined />
        </button>
        <Link to="/" className="navbar__brand" aria-label="GS Classroom home">
          <img src={logo} alt="" width={36} height={36} />
          <span>GS Classroom</span>
        </Link>
        <nav className="navbar__links" aria-label="Main">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className="navbar__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="navbar__actions">
          <Link to="/all-courses" className="icon-button" aria-label="Search">
            <SearchOutlined />
          </Link>
          {auth.isSignedIn ? (
            <UserMenu />
          ) : (
            !auth.isLoading && (
              <Link to="/login" state={{ from }} className="button button--primary navbar__login">
                Login / Register
              </Link>
            )
          )}
        </div>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
});
