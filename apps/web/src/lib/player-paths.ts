/** The player's addresses, under the student dashboard. */
export function coursePlayerPath(courseId: string): string {
  return `/user-dashboard/learn/${encodeURIComponent(courseId)}`;
}

export function lessonPath(courseId: string, lessonId: string): string {
  return `${coursePlayerPath(courseId)}/${encodeURIComponent(lessonId)}`;
}
