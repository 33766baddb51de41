/** The page-level navigations a store may trigger; injected so tests and the desktop shell can replace them. */
export interface PageNavigator {
  /** Leaves the single-page app (sign-in redirects). */
  assign(url: string): void;
  /** The current in-app path with its query, for "come back here" links. */
  currentPath(): string;
}

export const windowNavigator: PageNavigator = {
  assign: (url) => window.location.assign(url),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};
