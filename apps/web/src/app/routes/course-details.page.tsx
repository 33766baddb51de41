import { lazy, Suspense, useEffect } from 'react';
import { observable, runInAction, when } from 'mobx';
import { useParams } from 'react-router';
import CourseDetailsPage from '../../features/catalog/pages/course-details.page';
import type { CourseWire } from '@classroom/http-contract';
import { createCourseStore } from '../../stores/course.store';
import type { RootStore } from '../../stores/root.store';
import { useStores } from '../../stores/use-stores';
import type * as Curriculum from '../../features/learning/components/course-curriculum';
import type { OutlineReader } from '../../features/learning/stores/player.store';

type CurriculumModule = typeof Curriculum;

// The outline's chunk, once it has arrived: the page shows whole when the outline is known.
const curriculumModule = observable.box<CurriculumModule | null>(null, { deep: false });
let curriculumChunk: Promise<CurriculumModule> | null = null;
const loadCurriculum = (): Promise<CurriculumModule> =>
  (curriculumChunk ??= import('../../features/learning/components/course-curriculum').then(
    (module) => {
      runInAction(() => curriculumModule.set(module));
      return module;
    },
  ));

// The reviews are below the fold and fetched on their own: their chunk (and the contract's
// schemas they validate with) loads after the course has painted.
const CourseCurriculum = lazy(async () => ({ default: (await loadCurriculum()).CourseCurriculum }));
const CourseReviews = lazy(async () => ({
  default: (await import('../../features/reviews/components/course-reviews')).CourseReviews,
}));

/**
 * Whose outline the signed-in person reads, as the server judges it: the learner's (with ticks)
 * when they are enrolled (a payment for the course, free or not, that no refund or dispute
 * reversed), teach it or are an admin; the public one otherwise, rather than a learner's the
 * server would refuse. Decided from what the route data reads alongside the session: the
 * user's record, the course, the payments. Should any of them be missing, the learner's, which
 * falls back to the public one.
 */
async function outlineReader(root: RootStore, id: string): Promise<OutlineReader> {
  const { auth } = root;
  const courses = root.feature(createCourseStore);
  await when(() => !auth.isLoading);
  const email = auth.user?.email;
  if (!email) return 'public';
  if (auth.isAdmin) return 'learner';
  await when(() => courses.paymentsKnownFor(email) || courses.paymentsStatus === 'failed');
  if (courses.paymentsKnownFor(email) && courses.hasStandingPayment(id)) return 'learner';
  await when(() => courses.course(id) !== undefined || courses.loadOf(id)?.status === 'failed');
  const course = courses.course(id);
  if (course?.instructorEmail === email) return 'learner';
  const known = auth.record !== null && courses.paymentsKnownFor(email) && course !== undefined;
  return known ? 'public' : 'learner';
}

/** Reads the outline (its chunk, and who the reader is to the course, then the data) of `id`. */
async function readOutline(root: RootStore, id: string): Promise<void> {
  const [{ createCurriculumStore }, reader] = await Promise.all([
    loadCurriculum(),
    outlineReader(root, id),
  ]);
  await root.feature(createCurriculumStore).loadOutline(id, reader);
}

function curriculumReady(root: RootStore, id: string): boolean {
  const module = curriculumModule.get();
  if (!module) return false;
  const store = root.feature(module.createCurriculumStore);
  return store.courseId === id && (store.outline !== null || store.outlineStatus === 'failed');
}

const curriculum = (courseId: string) => (
  <Suspense fallback={null}>
    <CourseCurriculum courseId={courseId} />
  </Suspense>
);
const reviews = (course: CourseWire, reload: () => void) => (
  <Suspense fallback={null}>
    <CourseReviews course={course} onRatingsChanged={reload} />
  </Suspense>
);

/** The course page with its curriculum and reviews: three features meet here, in the app. */
export default function CourseDetailsWithCurriculum() {
  const root = useStores();
  const { id = '' } = useParams();
  useEffect(() => {
    // After the course has painted (its chunk and schemas would compete with it), and again on
    // each visit (ticks change in the player). What follows the outline waits for it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => void readOutline(root, id), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [root, id]);
  return (
    <CourseDetailsPage
      curriculum={curriculum}
      curriculumReady={(courseId) => curriculumReady(root, courseId)}
      reviews={reviews}
    />
  );
}
