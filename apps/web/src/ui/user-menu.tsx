import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from './avatar';
import { useStores } from '../stores/use-stores';
import { dashboardLinks } from './nav-links';

/** The signed-in user's avatar menu: name, e-mail, their dashboards and Logout. */
export const UserMenu = observer(function UserMenu() {
  const { auth } = useStores();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && wrapper.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!auth.user) return null;
  return (
    <div className="user-menu" ref={wrapper}>
      <button
        type="button"
        className="avatar-button"
        aria-label={`Account menu for ${auth.displayName}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={auth.displayName} src={auth.photoURL} size={40} />
      </button>
      {open && (
        <div className="user-menu__panel" id={menuId}>
          <div className="user-menu__who">
            <strong>{auth.displayName}</strong>
            <span>{auth.user.email}</span>
          </div>
          <ul>
            {dashboardLinks(auth).map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  void auth.signOut().then(() => navigate('/'));
                }}
              >
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
});
