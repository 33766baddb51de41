import type { RouteObject } from 'react-router';

/**
 * The dashboards' routes come from features/dashboards/routes.tsx (`export const dashboardRoutes:
 * RouteObject[]`). The glob keeps the app building before that file exists.
 */
const modules = import.meta.glob<{ dashboardRoutes?: RouteObject[] }>(
  '../features/dashboards/routes.tsx',
  { eager: true },
);

export const dashboardRoutes: RouteObject[] = Object.values(modules).flatMap(
  (module) => module.dashboardRoutes ?? [],
);
