import { lazy, Suspense, useEffect } from 'react';
import { observable, runInAction } from 'mobx';
import { useParams } from 'react-router';
import CourseDetailsPage from '../../features/catalog/course-details.page';
import type { CourseWire } from '@classroom/http-contract';
import type { RootStore } from '../../stores/root-store';
import { useStores } from '../../stores/use-stores';
import type * as Curriculum from '../../features/learning/components/course-curriculum';

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
  default: (await import('../../features/reviews/course-reviews')).CourseReviews,
}));

/** Reads the outline (its chunk, then the data) of the course `id`. */
async function readOutline(root: RootStore, id: string): Promise<void> {
  const { createCurriculumStore } = await loadCurriculum();
  await root.feature(createCurriculumStore).loadOutline(id);
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
