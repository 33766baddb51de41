import {
  endpoints,
  pathOf,
  type CourseReviewWire,
  type CurriculumChangeWire,
  type CurriculumWire,
  type LessonBody,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';

export type Curriculum = CurriculumWire;
export type CurriculumSection = Curriculum['sections'][number];
export type CurriculumLesson = CurriculumSection['lessons'][number];
export type LessonKind = CurriculumLesson['kind'];

/** Where a course's review stands, as the builder tells its owner. */
export interface CourseStanding {
  name: string;
  state: CourseReviewWire['course']['review']['state'];
  /** A revision of the approved course waits for an admin. */
  revisionPending: boolean;
}

/** The new order of the whole curriculum: every section, each with all of its lessons. */
export interface CurriculumOrder {
  sections: { _id: string; lessons: string[] }[];
}

/** The curriculum builder's calls. Every write answers the whole curriculum. */
export interface CurriculumApi {
  load(courseId: string): Promise<Curriculum>;
  standing(courseId: string): Promise<CourseStanding>;
  addSection(courseId: string, title: string): Promise<Curriculum>;
  renameSection(courseId: string, sectionId: string, title: string): Promise<Curriculum>;
  deleteSection(courseId: string, sectionId: string): Promise<Curriculum>;
  addLesson(courseId: string, sectionId: string, lesson: LessonBody): Promise<Curriculum>;
  reviseLesson(courseId: string, lessonId: string, lesson: LessonBody): Promise<Curriculum>;
  setPreview(courseId: string, lessonId: string, preview: boolean): Promise<Curriculum>;
  deleteLesson(courseId: string, lessonId: string): Promise<Curriculum>;
  reorder(courseId: string, order: CurriculumOrder): Promise<Curriculum>;
}

export function createCurriculumApi(client: ApiClient): CurriculumApi {
  const change = async (answer: Promise<CurriculumChangeWire>) => (await answer).curriculum;
  return {
    load: (id) => client.get<Curriculum>(pathOf('getCurriculum', { id })),
    async standing(id) {
      const review = await client.call(endpoints.courseReview, { params: { id } });
      return {
        name: review.course.courseName,
        state: review.course.review.state,
        revisionPending: review.revision?.status === 'pending',
      };
    },
    addSection: (id, title) => change(client.post(pathOf('addSection', { id }), { title })),
    renameSection: (id, sectionId, title) =>
      change(client.patch(pathOf('renameSection', { id, sectionId }), { title })),
    deleteSection: (id, sectionId) =>
      change(client.delete(pathOf('deleteSection', { id, sectionId }))),
    addLesson: (id, sectionId, lesson) =>
      change(client.post(pathOf('addLesson', { id, sectionId }), lesson)),
    reviseLesson: (id, lessonId, lesson) =>
      change(client.put(pathOf('reviseLesson', { id, lessonId }), lesson)),
    setPreview: (id, lessonId, preview) =>
      change(client.patch(pathOf('setLessonPreview', { id, lessonId }), { preview })),
    deleteLesson: (id, lessonId) => change(client.delete(pathOf('deleteLesson', { id, lessonId }))),
    reorder: (id, order) => change(client.put(pathOf('reorderCurriculum', { id }), order)),
  };
}
