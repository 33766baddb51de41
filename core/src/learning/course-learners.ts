/** One enrolled student as their instructor sees them: how far they are, when last seen. */
export interface CourseStudent {
  enrollmentId: string;
  name: string;
  email: string;
  enrolledAt: Date;
  /** Completed lessons over all lessons, in whole percent (the enrollment's own figure). */
  progressPercent: number;
  completedAt: Date | null;
  /** The newest lesson opened, watched or completed; null before any lesson was opened. */
  lastActivityAt: Date | null;
}

/** What the course's lesson progress adds up to, for its figures. */
export interface CourseProgressTotals {
  enrolled: number;
  /** Enrollments that reached 100% at some point. */
  completed: number;
  /** Students who completed each lesson, by lesson id; lessons nobody completed are absent. */
  lessonCompletions: Map<string, number>;
}

/** A lesson's share of the enrolled students who completed it, in curriculum order. */
export interface LessonDropOff {
  lessonId: string;
  title: string;
  completed: number;
  /** Whole percent of the enrolled students; 0 when nobody is enrolled. */
  percent: number;
}

/** Share in whole percent, rounded down so that 100 means everyone. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.floor((part * 100) / whole);
}
