import type { Course } from '../catalog/course.entity';
import type { Enrollment } from '../enrollment/payment';
import type { Curriculum } from './curriculum';
import type { LessonProgress, LessonStatus } from './lesson-progress';
import type { LearnerRole } from './learner-access';
import { summarizeCurriculum, type LessonSummary, type SectionSummary } from './lesson-summary';

export interface OutlineLesson extends LessonSummary {
  /** The student's standing; 'not_started' for everyone else. */
  status: LessonStatus | 'not_started';
}

export type OutlineSection = SectionSummary<OutlineLesson>;

export interface StudentStanding {
  progressPercent: number;
  completedLessons: number;
  lastLessonId: string | null;
  /** Where 'Continue' leads: the last lesson opened unless done, else the next one not done. */
  continueLessonId: string | null;
  completedAt: Date | null;
}

/** A course's sections and lessons without their content, with the student's standing. */
export interface CourseOutline {
  course: Course;
  role: LearnerRole | null;
  sections: OutlineSection[];
  lessonCount: number;
  totalSeconds: number;
  standing: StudentStanding | null;
}

export function outlineOf(
  course: Course,
  curriculum: Curriculum,
  role: LearnerRole | null,
  student: { enrollment: Enrollment; progress: LessonProgress[] } | null,
): CourseOutline {
  const status = new Map(student?.progress.map((row) => [row.lessonId, row.status]));
  const sections: OutlineSection[] = summarizeCurriculum(curriculum, (lesson) => ({
    status: status.get(lesson.id) ?? ('not_started' as const),
  }));
  const lessons = sections.flatMap((section) => section.lessons);
  return {
    course,
    role,
    sections,
    lessonCount: lessons.length,
    totalSeconds: curriculum.totalSeconds,
    standing: student
      ? {
          progressPercent: student.enrollment.progressPercent,
          completedLessons: lessons.filter((lesson) => lesson.status === 'completed').length,
          lastLessonId: student.enrollment.lastLessonId,
          continueLessonId: continueFrom(lessons, student.enrollment.lastLessonId),
          completedAt: student.enrollment.completedAt,
        }
      : null,
  };
}

function continueFrom(lessons: OutlineLesson[], lastLessonId: string | null): string | null {
  const start = Math.max(
    0,
    lessons.findIndex((lesson) => lesson.id === lastLessonId),
  );
  const ordered = [...lessons.slice(start), ...lessons.slice(0, start)];
  return (ordered.find((lesson) => lesson.status !== 'completed') ?? lessons[0])?.id ?? null;
}
