import type { Clock, IdGenerator } from '../shared/ports';
import type { Repositories, UnitOfWork } from '../shared/unit-of-work.port';
import type { CourseCompletedHook } from './course-completion';
import { GetCourseLearners } from './course-learners/get-course-learners.use-case';
import {
  AddLesson,
  DeleteLesson,
  ReorderCurriculum,
  ReviseLesson,
  SetLessonPreview,
} from './edit-curriculum/lesson-use-cases';
import { AddSection, DeleteSection, RenameSection } from './edit-curriculum/section-use-cases';
import { CompleteLesson, MarkLessonIncomplete } from './take-course/mark-lesson.use-cases';
import { OpenLesson } from './take-course/open-lesson.use-case';
import {
  GetCourseOutline,
  GetCurriculum,
  GetLearningOutline,
} from './take-course/outline-use-cases';
import { RecordHeartbeat } from './take-course/record-heartbeat.use-case';
import { SubmitQuizAttempt } from './take-course/submit-quiz-attempt.use-case';

export interface LearningDependencies extends Repositories {
  unitOfWork: UnitOfWork;
  ids: IdGenerator;
  clock: Clock;
  /** Where certificates hook on: called when an enrollment first reaches 100%. */
  onCourseCompleted?: CourseCompletedHook;
}

/** The curriculum builder's and the player's use cases. */
export function createLearningUseCases(deps: LearningDependencies) {
  return {
    getCurriculum: new GetCurriculum(deps),
    addSection: new AddSection(deps),
    renameSection: new RenameSection(deps),
    deleteSection: new DeleteSection(deps),
    addLesson: new AddLesson(deps),
    reviseLesson: new ReviseLesson(deps),
    setLessonPreview: new SetLessonPreview(deps),
    deleteLesson: new DeleteLesson(deps),
    reorderCurriculum: new ReorderCurriculum(deps),
    getCourseOutline: new GetCourseOutline(deps),
    getLearningOutline: new GetLearningOutline(deps),
    openLesson: new OpenLesson(deps),
    recordHeartbeat: new RecordHeartbeat(deps),
    completeLesson: new CompleteLesson(deps),
    markLessonIncomplete: new MarkLessonIncomplete(deps),
    submitQuizAttempt: new SubmitQuizAttempt(deps),
    getCourseLearners: new GetCourseLearners(deps),
  };
}

export type LearningUseCases = ReturnType<typeof createLearningUseCases>;
