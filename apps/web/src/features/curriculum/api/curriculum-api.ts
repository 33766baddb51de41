import {
  endpoints,
  type CourseReviewWire,
  type CurriculumOrderBody,
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
  reorder(courseId: string, order: CurriculumOrderBody): Promise<Curriculum>;
}

export function createCurriculumApi(client: ApiClient): CurriculumApi {
  const change = async (answer: Promise<{ curriculum: Curriculum }>) => (await answer).curriculum;
  return {
    load: (id) => client.call(endpoints.getCurriculum, { params: { id } }),
    async standing(id) {
      const review = await client.call(endpoints.courseReview, { params: { id } });
      return {
        name: review.course.courseName,
        state: review.course.review.state,
        revisionPending: review.revision?.status === 'pending',
      };
    },
    addSection: (id, title) =>
      change(client.call(endpoints.addSection, { params: { id }, body: { title } })),
    renameSection: (id, sectionId, title) =>
      change(client.call(endpoints.renameSection, { params: { id, sectionId }, body: { title } })),
    deleteSection: (id, sectionId) =>
      change(client.call(endpoints.deleteSection, { params: { id, sectionId } })),
    addLesson: (id, sectionId, lesson) =>
      change(client.call(endpoints.addLesson, { params: { id, sectionId }, body: lesson })),
    reviseLesson: (id, lessonId, lesson) =>
      change(client.call(endpoints.reviseLesson, { params: { id, lessonId }, body: lesson })),
    setPreview: (id, lessonId, preview) =>
      change(
        client.call(endpoints.setLessonPreview, { params: { id, lessonId }, body: { preview } }),
      ),
    deleteLesson: (id, lessonId) =>
      change(client.call(endpoints.deleteLesson, { params: { id, lessonId } })),
    reorder: (id, order) =>
      change(client.call(endpoints.reorderCurriculum, { params: { id }, body: order })),
  };
}
