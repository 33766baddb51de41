import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { ProfileKind } from '../features/profile/pages/profile.page';
import { RequireAdmin, RequireAuth, RequireInstructor } from './guards/guards';

type PageModule = Promise<{ Component: ComponentType }>;

/** A page loaded with its route, in its own chunk. */
function lazyPage(path: string, load: () => PageModule): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).Component }) };
}

/** A dashboard's profile page, with the person's account settings below it. */
function profilePage(kind: ProfileKind): RouteObject {
  return {
    path: 'profile',
    lazy: async () => {
      const { ProfileWithSettings } = await import('./routes/profile.page');
      return { Component: () => <ProfileWithSettings kind={kind} /> };
    },
  };
}

/** A dashboard's layout and pages; the dashboard opens on `home` (its profile by default). */
function lazyLayout(
  load: () => Promise<ComponentType>,
  children: RouteObject[],
  home = 'profile',
): RouteObject {
  return {
    lazy: async () => ({ Component: await load() }),
    children: [{ index: true, element: <Navigate to={home} replace /> }, ...children],
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
        async () =>
          (await import('../features/dashboard-shell/components/dashboard-layouts'))
            .AdminDashboardLayout,
        [
          lazyPage('overview', () => import('../features/audit/pages/admin-overview.page')),
          profilePage('Admin'),
          lazyPage('classes', () => import('../features/courses/pages/admin-courses.page')),
          lazyPage('review/:id', () => import('./routes/admin-review.page')),
          lazyPage('revisions', () => import('../features/courses/pages/admin-revisions.page')),
          lazyPage('request', () => import('../features/people/pages/admin-applications.page')),
          lazyPage('users', () => import('../features/people/pages/admin-users.page')),
          lazyPage('outbox', () => import('../features/outbox/pages/admin-outbox.page')),
          lazyPage('audit', () => import('../features/audit/pages/admin-audit.page')),
          lazyPage(
            'certificates',
            () => import('../features/certificates/pages/admin-certificates.page'),
          ),
          lazyPage('refunds', () => import('../features/money/pages/admin-refunds.page')),
          lazyPage('payments', () => import('../features/money/pages/admin-payments.page')),
          lazyPage('revenue', () => import('../features/money/pages/admin-revenue.page')),
          lazyPage('payouts', () => import('../features/money/pages/admin-payouts.page')),
        ],
        // The admin opens on what awaits them (decision 33).
        'overview',
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
        async () =>
          (await import('../features/dashboard-shell/components/dashboard-layouts'))
            .StudentDashboardLayout,
        [
          profilePage('Student'),
          lazyPage('class', () => import('../features/enrollments/pages/student-courses.page')),
          lazyPage('details/:id', () => import('./routes/student-details.page')),
          lazyPage(
            'certificates',
            () => import('../features/certificates/pages/student-certificates.page'),
          ),
        ],
      ),
      // The player takes the whole screen: its outline replaces the dashboard's menu.
      lazyPage(
        'learn/:courseId/:lessonId?',
        () => import('../features/learning/pages/player.page'),
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
        async () =>
          (await import('../features/dashboard-shell/components/dashboard-layouts'))
            .InstructorDashboardLayout,
        [
          profilePage('Instructor'),
          lazyPage('add', () => import('../features/courses/pages/instructor-add.page')),
          lazyPage('classes', () => import('../features/courses/pages/instructor-courses.page')),
          lazyPage('details/:id', () => import('./routes/instructor-details.page')),
          lazyPage('update/:id', () => import('../features/courses/pages/instructor-update.page')),
          lazyPage('curriculum/:id', () => import('../features/curriculum/pages/curriculum.page')),
          lazyPage('media', () => import('../features/media-library/pages/instructor-media.page')),
          lazyPage('earnings', () => import('../features/money/pages/instructor-earnings.page')),
        ],
      ),
    ],
  },
];
