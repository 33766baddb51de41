import { BookOutlined, HomeOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Drawer, Grid, Layout, type ThemeConfig } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { UserMenu } from '../../../ui/user-menu';
import { useStores } from '../../../stores/use-stores';
import { theme } from '../../../ui/theme';
import { HeaderSearch, type SearchDashboardKind } from './header-search';
import { NotificationBell } from './notification-bell';
import { UserAvatar } from '../../../ui/user-avatar';
import '../../../ui/dashboard/dashboard.css';

export interface DashboardNavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

interface DashboardLayoutProps {
  /** 'Admin Dashboard', 'Student Dashboard', 'Instructor Dashboard'. */
  title: string;
  /** The role shown under the name in the sidebar. */
  role: string;
  items: DashboardNavItem[];
  /** The admin's and instructors' headers search their dashboard and ring their bell. */
  tools?: SearchDashboardKind;
}

function SidebarContent({ items, role }: Pick<DashboardLayoutProps, 'items' | 'role'>) {
  const { auth } = useStores();
  return (
    <div className="dash-sidebar__inner">
      <div className="dash-sidebar__who">
        <UserAvatar src={auth.photoURL} name={auth.displayName} alt="" size={72} />
        <p className="dash-sidebar__name">{auth.displayName}</p>
        <p className="dash-sidebar__role">{role}</p>
      </div>
      <nav aria-label="Dashboard">
        <ul className="dash-nav">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="dash-nav__link">
                <span aria-hidden="true">{item.icon}</span>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="dash-nav__separator" aria-hidden="true" />
          <li>
            <Link to="/" className="dash-nav__link">
              <span aria-hidden="true">
                <HomeOutlined />
              </span>
              Back To Home
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

// The app's theme, with a darker red (Reject, Delete) and darker secondary text (card
// actions, statistic titles) so that they pass WCAG AA contrast.
const dashboardTheme: ThemeConfig = {
  ...theme,
  token: { ...theme.token, colorError: '#b91c1c', colorTextDescription: '#595959' },
};

/** A dashboard: sidebar (a drawer on small screens), header and the page outlet. */
export const DashboardLayout = observer(function DashboardLayout({
  title,
  role,
  items,
  tools,
}: DashboardLayoutProps) {
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? true;
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // A link chosen in the drawer closes it.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <ConfigProvider theme={dashboardTheme}>
      <Layout className="dash">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {wide ? (
          <Layout.Sider width={250} className="dash-sidebar" theme="light">
            <SidebarContent items={items} role={role} />
          </Layout.Sider>
        ) : (
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            placement="left"
            size={280}
            title={title}
            className="dash-drawer"
          >
            <SidebarContent items={items} role={role} />
          </Drawer>
        )}
        <Layout>
          <Layout.Header className="dash-header">
            {wide ? null : (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label="Open the dashboard menu"
                aria-expanded={open}
                onClick={() => setOpen(true)}
              />
            )}
            <h1 className="dash-header__title">{title}</h1>
            {tools ? (
              <div className="dash-header__tools">
                <HeaderSearch kind={tools} wide={screens.md ?? true} />
                <NotificationBell />
              </div>
            ) : null}
            <nav className="dash-header__site" aria-label="Site">
              <Link to="/" className="dash-header__link">
                <HomeOutlined aria-hidden="true" />
                <span className="dash-header__link-text">Home</span>
              </Link>
              <Link to="/all-courses" className="dash-header__link">
                <BookOutlined aria-hidden="true" />
                <span className="dash-header__link-text">Courses</span>
              </Link>
            </nav>
            <UserMenu />
          </Layout.Header>
          {/* antd's Content is the page's <main>. */}
          <Layout.Content className="dash-content" id="main" tabIndex={-1}>
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
});
