import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth, RequireInstructor } from '../../app/guards/guards';

type PageModule = Promise<{ Component: ComponentType }>;

/** A page loaded with its route, in its own chunk. */
function lazyPage(path: string, load: () => PageModule): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).Component }) };
}

function lazyLayout(load: () => Promise<ComponentType>, children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: await load() }),
    children: [{ index: true, element: <Navigate to="profile" replace /> }, ...children],
  };
}

/** The admin, student and instructor dashboards, each behind its guard. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/admin-dashboard',
    element: (
      <RequireAdmin>
        <Outlet />
      </RequireAdmin>
    ),
    children: [
      lazyLayout(
        async () => (await import('./components/dashboard-layouts')).AdminDashboardLayout,
        [
          lazyPage('profile', () => import('./pages/admin-profile.page')),
          lazyPage('classes', () => import('./pages/admin-courses.page')),
          lazyPage('review/:id', () => import('./pages/admin-review.page')),
          lazyPage('request', () => import('./pages/admin-applications.page')),
          lazyPage('users', () => import('./pages/admin-users.page')),
          lazyPage('outbox', () => import('./pages/admin-outbox.page')),
          lazyPage('audit', () => import('./pages/admin-audit.page')),
        ],
      ),
    ],
  },
  {
    path: '/user-dashboard',
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      lazyLayout(
        async () => (await import('./components/dashboard-layouts')).StudentDashboardLayout,
        [
          lazyPage('profile', () => import('./pages/student-profile.page')),
          lazyPage('class', () => import('./pages/student-courses.page')),
          lazyPage('details/:id', () => import('./pages/student-details.page')),
        ],
      ),
    ],
  },
  {
    path: '/teacher-dashboard',
    element: (
      <RequireInstructor>
        <Outlet />
      </RequireInstructor>
    ),
    children: [
      lazyLayout(
        async () => (await import('./components/dashboard-layouts')).InstructorDashboardLayout,
        [
          lazyPage('profile', () => import('./pages/instructor-profile.page')),
          lazyPage('add', () => import('./pages/instructor-add.page')),
          lazyPage('classes', () => import('./pages/instructor-courses.page')),
          lazyPage('details/:id', () => import('./pages/instructor-details.page')),
          lazyPage('update/:id', () => import('./pages/instructor-update.page')),
        ],
      ),
    ],
  },
];
