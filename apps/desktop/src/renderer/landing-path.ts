/** The part of the user record the desktop needs to pick the first screen. */
export interface DesktopUserRecord {
  role?: string;
  status?: string;
}

export type Landing = { kind: 'dashboard'; path: string } | { kind: 'students-use-the-website' };

/**
 * Admins open on the admin dashboard's overview (what awaits them), approved instructors on
 * their dashboard; students are sent to the website.
 */
export function landingFor(record: DesktopUserRecord | null): Landing {
  if (record?.role === 'admin') return { kind: 'dashboard', path: '/admin-dashboard/overview' };
  if (record?.status === 'approved')
    return { kind: 'dashboard', path: '/teacher-dashboard/profile' };
  return { kind: 'students-use-the-website' };
}
