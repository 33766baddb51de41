import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  changeServer(): void;
  signOut(): void;
  openWebsite(): void;
}

/** The application menu: the platform's standard roles plus the app's own few commands. */
export function applicationMenuTemplate(
  platform: NodeJS.Platform,
  actions: MenuActions,
): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const appMenu: MenuItemConstructorOptions[] = isMac ? [{ role: 'appMenu' }] : [];
  return [
    ...appMenu,
    {
      label: 'File',
      submenu: [
        { label: 'Open the Website', click: actions.openWebsite },
        { label: 'Change Server…', click: actions.changeServer },
        { label: 'Sign Out', click: actions.signOut },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: 'GS Classroom Website', click: actions.openWebsite }] },
  ];
}
