import { useEffect } from 'react';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router';
import { startRouteData } from './route-data';
import { routes } from './router';
import type { RootStore } from '../stores/root.store';
import { StoresProvider } from '../stores/use-stores';

export type RouterKind = 'browser' | 'hash';

export function createRouter(kind: RouterKind = 'browser') {
  return kind === 'hash' ? createHashRouter(routes) : createBrowserRouter(routes);
}

/** The whole UI: stores and the router. Pages that use antd bring it in their own chunks. */
export function ClassroomApp({
  root,
  router,
}: {
  root: RootStore;
  router: ReturnType<typeof createRouter>;
}) {
  useEffect(() => {
    const onSession = startRouteData(root, router.state.location.pathname);
    void root.auth.load(onSession);
    void root.config.load();
  }, [root, router]);
  return (
    <StoresProvider root={root}>
      <RouterProvider router={router} />
    </StoresProvider>
  );
}
