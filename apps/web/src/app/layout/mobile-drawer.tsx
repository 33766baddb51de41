import { Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import { useStores } from '../../stores/use-stores';
import { dashboardLinks, NAV_LINKS } from '../../ui/nav-links';

/** The menu of small screens: the navbar's links, then the user's dashboards. */
const MobileDrawer = observer(function MobileDrawer({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { auth } = useStores();
  const links = [
    ...NAV_LINKS,
    ...(auth.isSignedIn ? dashboardLinks(auth) : [{ to: '/login', label: 'Login / Register' }]),
  ];
  return (
    <Drawer title="GS Classroom" placement="left" open={open} onClose={onClose} size={280}>
      <nav aria-label="Mobile" className="drawer-nav">
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/'} onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
        {auth.isSignedIn && (
          <button
            type="button"
            className="drawer-nav__logout"
            onClick={() => {
              onClose();
              void auth.signOut();
            }}
          >
            Logout
          </button>
        )}
      </nav>
    </Drawer>
  );
});

export default MobileDrawer;
