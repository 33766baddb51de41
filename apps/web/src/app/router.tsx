import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/guards';
import { Layout } from './layout/layout';
import { ShellLayout } from './layout/shell-layout';
import { ErrorPage } from './routes/error.page';
import { NotFoundPage } from '../ui/not-found.page';
import { dashboardRoutes } from './dashboard-routes';

/** A lazily loaded page: each route is its own chunk. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** The same, behind the login guard. */
function guardedPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = (await load()).default;
      return {
        Component: () => (
          <RequireAuth>
            <Page />
          </RequireAuth>
        ),
      };
    },
  };
}

/**
 * Above every page, the dashboards' too: a page opened by a link starts at the top, back and
 * forward restore where it was scrolled (one ScrollRestoration, mounted before any page).
 */
function Root() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const pages: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    errorElement: <ErrorPage />,
    HydrateFallback: ShellLayout,
    children: [
      { index: true, ...page(() => import('../features/home/pages/home.page')) },
      { path: 'login', ...page(() => import('../features/auth/pages/login.page')) },
      { path: 'register', ...page(() => import('../features/auth/pages/register.page')) },
      { path: 'verify-email', ...page(() => import('../features/auth/pages/verify-email.page')) },
      {
        path: 'forgot-password',
        ...page(() => import('../features/auth/pages/forgot-password.page')),
      },
      {
        path: 'reset-password',
        ...page(() => import('../features/auth/pages/reset-password.page')),
      },
      { path: 'all-courses', ...page(() => import('../features/catalog/pages/all-courses.page')) },
      {
        path: 'course/:id',
        ...guardedPage(() => import('./routes/course-details.page')),
      },
      {
        path: 'payment/:id',
        ...guardedPage(() => import('../features/payment/pages/payment.page')),
      },
      { path: 'about-us', ...page(() => import('../features/about/pages/about-us.page')) },
      { path: 'contact', ...page(() => import('../features/outreach/pages/contact.page')) },
      { path: 'verify/:id', ...page(() => import('../features/certificates/pages/verify.page')) },
      {
        path: 'join-as-instructor',
        ...guardedPage(
          () => import('../features/instructor-application/pages/join-as-instructor.page'),
        ),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
  // The three dashboards bring their own layout and guards.
  ...dashboardRoutes.map((route) => ({ errorElement: <ErrorPage />, ...route })),
];

/**
 * What shows while a page's code loads at start: the public pages' shell is the '/' route's;
 * a dashboard shows nothing until its layout has loaded, as before there was a root.
 */
function NothingYet() {
  return null;
}

export const routes: RouteObject[] = [
  { Component: Root, HydrateFallback: NothingYet, children: pages },
];
