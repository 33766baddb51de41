/** Something that waits for an admin's decision. */
export interface PendingItem {
  kind: 'course' | 'applicant';
  id: string;
  label: string;
}

export interface ReviewNotice {
  title: string;
  body: string;
  /** Where the dashboard shows the item. */
  path: string;
}

type GetJson = (path: string) => Promise<unknown>;

/** Pending courses (status 0) and instructor applicants (status 'applied'), from the API. */
export async function fetchPendingItems(getJson: GetJson): Promise<PendingItem[]> {
  const [courses, applicants] = await Promise.all([
    getJson('/api/v1/admin/courses'),
    getJson('/api/v1/applicants'),
  ]);
  const items: PendingItem[] = [];
  for (const course of asList(courses)) {
    if (course.courseStatus === 0 || course.status === 0) {
      items.push({
        kind: 'course',
        id: String(course._id),
        label: String(course.courseName ?? 'A course'),
      });
    }
  }
  for (const user of asList(applicants)) {
    if (user.status === 'applied') {
      items.push({
        kind: 'applicant',
        id: String(user._id ?? user.email),
        label: String(user.displayName ?? user.email ?? 'Someone'),
      });
    }
  }
  return items;
}

function asList(value: unknown): Record<string, unknown>[] {
  const list = Array.isArray(value)
    ? value
    : Array.isArray((value as { users?: unknown })?.users)
      ? (value as { users: unknown[] }).users
      : [];
  return list.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object');
}

/**
 * Remembers what was already pending and turns what is new into notices. The first look only
 * learns the current list: starting the app does not announce everything that waits.
 */
export class ReviewWatcher {
  private seen: Set<string> | null = null;

  noticesFor(items: readonly PendingItem[]): ReviewNotice[] {
    const keys = items.map((item) => `${item.kind}:${item.id}`);
    const previous = this.seen;
    this.seen = new Set(keys);
    if (!previous) return [];
    const fresh = items.filter((item, index) => !previous.has(keys[index]!));
    const courses = fresh.filter((item) => item.kind === 'course');
    const applicants = fresh.filter((item) => item.kind === 'applicant');
    const notices: ReviewNotice[] = [];
    if (courses.length > 0) {
      notices.push({
        title:
          courses.length === 1
            ? 'A new course awaits review'
            : `${courses.length} new courses await review`,
        body: courses.map((item) => item.label).join(', '),
        path: '/admin-dashboard/classes',
      });
    }
    if (applicants.length > 0) {
      notices.push({
        title:
          applicants.length === 1
            ? 'A new instructor applicant'
            : `${applicants.length} new instructor applicants`,
        body: applicants.map((item) => item.label).join(', '),
        path: '/admin-dashboard/request',
      });
    }
    return notices;
  }

  reset(): void {
    this.seen = null;
  }
}
