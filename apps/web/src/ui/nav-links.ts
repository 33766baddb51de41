/** The navbar's links, in the spec's order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/all-courses', label: 'Courses' },
  { to: '/about-us', label: 'About Us' },
  { to: '/join-as-instructor', label: 'Become An Instructor' },
] as const;

export interface DashboardLink {
  to: string;
  label: string;
}

/** Admins see the admin and student dashboards, students theirs, approved instructors the instructor one. */
export function dashboardLinks(flags: {
  isAdmin: boolean;
  isInstructor: boolean;
}): DashboardLink[] {
  const links: DashboardLink[] = [];
  // The admin dashboard opens on its overview (decision 33).
  if (flags.isAdmin) links.push({ to: '/admin-dashboard', label: 'Admin Dashboard' });
  if (flags.isInstructor)
    links.push({ to: '/teacher-dashboard/profile', label: 'Teacher Dashboard' });
  links.push({ to: '/user-dashboard/profile', label: 'Student Dashboard' });
  return links;
}
