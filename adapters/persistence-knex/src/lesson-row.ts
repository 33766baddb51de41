import {
  countSeconds,
  parseSecondRanges,
  type Lesson,
  type LessonContent,
  type LessonProgress,
  type QuizAttempt,
  type Section,
} from '@classroom/core';

export interface SectionRow {
  id: string;
  course_id: string;
  position: number;
  title: string;
}

export interface LessonRow {
  id: string;
  course_id: string;
  section_id: string;
  position: number;
  title: string;
  kind: string;
  preview: boolean | number;
  duration_seconds: number;
  content: string;
}

export interface ProgressRow {
  enrollment_id: string;
  lesson_id: string;
  status: string;
  last_position_seconds: number;
  watched: string;
  watched_seconds: number;
  completed_at: number | string | null;
  last_seen_at: number | string;
}

export interface AttemptRow {
  id: string;
  enrollment_id: string;
  lesson_id: string;
  attempt_number: number;
  answers: string;
  score: number;
  passed: boolean | number;
  submitted_at: number | string;
}

const dateOrNull = (value: number | string | null) =>
  value === null ? null : new Date(Number(value));

export function toSection(row: SectionRow): Section {
  return { id: row.id, courseId: row.course_id, position: Number(row.position), title: row.title };
}

export function toLesson(row: LessonRow): Lesson {
  return {
    id: row.id,
    sectionId: row.section_id,
    position: Number(row.position),
    title: row.title,
    preview: Boolean(row.preview),
    durationSeconds: Number(row.duration_seconds),
    content: JSON.parse(row.content) as LessonContent,
  };
}

export function toLessonRow(courseId: string, lesson: Lesson): LessonRow {
  return {
    id: lesson.id,
    course_id: courseId,
    section_id: lesson.sectionId,
    position: lesson.position,
    title: lesson.title,
    kind: lesson.content.kind,
    preview: lesson.preview,
    duration_seconds: lesson.durationSeconds,
    content: JSON.stringify(lesson.content),
  };
}

export function toProgress(row: ProgressRow): LessonProgress {
  return {
    enrollmentId: row.enrollment_id,
    lessonId: row.lesson_id,
    status: row.status === 'completed' ? 'completed' : 'started',
    lastPositionSeconds: Number(row.last_position_seconds),
    watched: parseSecondRanges(JSON.parse(row.watched)),
    completedAt: dateOrNull(row.completed_at),
    lastSeenAt: new Date(Number(row.last_seen_at)),
  };
}

export function toProgressRow(progress: LessonProgress): ProgressRow {
  return {
    enrollment_id: progress.enrollmentId,
    lesson_id: progress.lessonId,
    status: progress.status,
    last_position_seconds: progress.lastPositionSeconds,
    watched: JSON.stringify(progress.watched),
    watched_seconds: countSeconds(progress.watched),
    completed_at: progress.completedAt?.getTime() ?? null,
    last_seen_at: progress.lastSeenAt.getTime(),
  };
}

export function toAttempt(row: AttemptRow): QuizAttempt {
  return {
    id: row.id,
    enrollmentId: row.enrollment_id,
    lessonId: row.lesson_id,
    number: Number(row.attempt_number),
    answers: JSON.parse(row.answers) as number[][],
    score: Number(row.score),
    passed: Boolean(row.passed),
    submittedAt: new Date(Number(row.submitted_at)),
  };
}

export function toAttemptRow(attempt: QuizAttempt): AttemptRow {
  return {
    id: attempt.id,
    enrollment_id: attempt.enrollmentId,
    lesson_id: attempt.lessonId,
    attempt_number: attempt.number,
    answers: JSON.stringify(attempt.answers),
    score: attempt.score,
    passed: attempt.passed,
    submitted_at: attempt.submittedAt.getTime(),
  };
}
