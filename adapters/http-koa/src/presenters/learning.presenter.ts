import type {
  CourseLearners,
  CourseOutline,
  Curriculum,
  Lesson,
  LessonStanding,
  LessonView,
  QuizResult,
} from '@classroom/core';
import type {
  CourseLearnersWire,
  CurriculumWire,
  LessonViewWire,
  OutlineWire,
  QuizResultWire,
  StandingWire,
} from '@classroom/http-contract';

type BuilderLessonWire = CurriculumWire['sections'][number]['lessons'][number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A lesson's fields on the wire, with the content each view presents its own way. */
function lessonFields<C extends { kind: Lesson['content']['kind'] }>(
  lesson: Omit<Lesson, 'content'> & { content: C },
) {
  return {
    _id: lesson.id,
    sectionId: lesson.sectionId,
    position: lesson.position,
    title: lesson.title,
    kind: lesson.content.kind,
    preview: lesson.preview,
    durationSeconds: lesson.durationSeconds,
    content: lesson.content,
  };
}

function presentBuilderLesson(lesson: Lesson): BuilderLessonWire {
  return lessonFields(lesson);
}

/** The builder's view: every field the instructor wrote, quiz answer keys included. */
export function presentCurriculum(curriculum: Curriculum): CurriculumWire {
  return {
    courseId: curriculum.courseId,
    lessonCount: curriculum.lessons.length,
    totalSeconds: curriculum.totalSeconds,
    sections: curriculum.sections.map((section) => ({
      _id: section.id,
      position: section.position,
      title: section.title,
      lessons: section.lessons.map(presentBuilderLesson),
    })),
  };
}

export function presentOutline(outline: CourseOutline): OutlineWire {
  const { standing } = outline;
  return {
    courseId: outline.course.id,
    courseName: outline.course.name,
    role: outline.role,
    lessonCount: outline.lessonCount,
    totalSeconds: outline.totalSeconds,
    sections: outline.sections.map((section) => ({
      _id: section.id,
      title: section.title,
      lessons: section.lessons.map((lesson) => ({
        _id: lesson.id,
        title: lesson.title,
        kind: lesson.kind,
        preview: lesson.preview,
        durationSeconds: lesson.durationSeconds,
        status: lesson.status,
      })),
    })),
    progress: standing
      ? {
          percent: standing.progressPercent,
          completedLessons: standing.completedLessons,
          lastLessonId: standing.lastLessonId,
          continueLessonId: standing.continueLessonId,
          completedAt: iso(standing.completedAt),
        }
      : null,
  };
}

export function presentStanding(standing: LessonStanding): StandingWire {
  return {
    tracked: standing.tracked,
    status: standing.status,
    lastPositionSeconds: standing.lastPositionSeconds,
    watchedSeconds: standing.watchedSeconds,
    watchedPercent: standing.watchedPercent,
    completedAt: iso(standing.completedAt),
    attemptsUsed: standing.attemptsUsed,
    attemptsLeft: standing.attemptsLeft,
    bestScore: standing.bestScore,
    courseProgressPercent: standing.courseProgressPercent,
  };
}

/** The player's view: a quiz's options as texts only, never which are right. */
export function presentLessonView(view: LessonView): LessonViewWire {
  return {
    courseId: view.courseId,
    role: view.role,
    lesson: lessonFields(view.lesson),
    rule: view.rule,
    standing: presentStanding(view.standing),
    previousLessonId: view.previousLessonId,
    nextLessonId: view.nextLessonId,
  };
}

export function presentQuizResult(result: QuizResult): QuizResultWire {
  return {
    score: result.score,
    passed: result.passed,
    attempt: result.number,
    standing: presentStanding(result.standing),
  };
}

export function presentLearners(courseId: string, learners: CourseLearners): CourseLearnersWire {
  return {
    courseId,
    enrolled: learners.enrolled,
    completed: learners.completed,
    completionRate: learners.completionRate,
    lessons: learners.lessons.map((lesson) => ({
      _id: lesson.lessonId,
      title: lesson.title,
      completed: lesson.completed,
      percent: lesson.percent,
    })),
    students: learners.students.items.map((student) => ({
      _id: student.enrollmentId,
      name: student.name,
      progressPercent: student.progressPercent,
      enrolledAt: student.enrolledAt.toISOString(),
      completedAt: iso(student.completedAt),
      lastActivityAt: iso(student.lastActivityAt),
    })),
    total: learners.students.total,
    page: learners.students.page,
  };
}
