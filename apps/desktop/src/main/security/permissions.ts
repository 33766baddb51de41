import type { Session } from 'electron';

/**
 * The app needs no browser permission (camera, geolocation, notifications from the page ...):
 * desktop notifications come from the main process. Everything is refused.
 */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
