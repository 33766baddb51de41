import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { CourseWire } from '@classroom/http-contract';
import { useFeatureStore, useStores } from '../../../stores/use-stores';
import { NotFoundPage } from '../../../ui/not-found.page';
import { usePageTitle } from '../../../lib/page-title';
import { coursePlayerPath } from '../../../lib/player-paths';
import { LoadingImage } from '../../../ui/loading-image';
import { RefundPolicy } from '../../../ui/refund-policy';
import { createCourseStore } from '../../../stores/course.store';
import { CourseView } from '../components/course-view';

/** The curriculum outline, which the app composes in from the learning feature. */
export type CurriculumSlot = (courseId: string) => ReactNode;
/** Whether the outline of the course is known (loaded or failed), so the page can show whole. */
export type CurriculumReady = (courseId: string) => boolean;
/** The reviews, composed in from their feature; `reload` reads the course (its rating) again. */
export type ReviewsSlot = (course: CourseWire, reload: () => void) => ReactNode;

/** /course/:id — the course, its instructor, and the way to pay or continue. */
const CourseDetailsPage = observer(function CourseDetailsPage({
  curriculum,
  curriculumReady,
  reviews,
}: {
  curriculum?: CurriculumSlot;
  curriculumReady?: CurriculumReady;
  reviews?: ReviewsSlot;
}) {
  const { id = '' } = useParams();
  const { auth } = useStores();
  const store = useFeatureStore(createCourseStore);
  const course = store.course(id);
  const load = store.loadOf(id);
  const email = auth.user?.email;
  usePageTitle(course ? course.courseName : 'Course Details');

  useEffect(() => {
    store.openCourse(id);
  }, [store, id]);
  useEffect(() => {
    if (email) store.openPayments(email);
  }, [store, email]);

  if (load?.status === 'failed' && load.notFound) return <NotFoundPage />;
  if (load?.status === 'failed' && !course) {
    return (
      <p className="container notice notice--error" role="alert">
        {load.message}
      </p>
    );
  }
  if (!course) return <LoadingImage label="Loading the course" />;

  // The outline sits above "What you'll learn": what follows it shows once it is known.
  const held = curriculumReady ? !curriculumReady(course._id) : false;
  const paid = store.hasStandingPayment(course._id);

  return (
    <div className="container">
      <CourseView
        course={course}
        curriculum={curriculum?.(course._id)}
        held={held}
        below={reviews?.(course, () => void store.loadCourse(course._id))}
        action={
          <>
            {paid ? (
              <Link
                to={coursePlayerPath(course._id)}
                className="button button--primary button--block"
              >
                Continue
              </Link>
            ) : email && !store.paymentsKnownFor(email) && store.paymentsStatus !== 'failed' ? (
              <LoadingImage label="Checking your enrollment" />
            ) : course.price <= 0 ? (
              <button
                type="button"
                className="button button--primary button--block"
                disabled={store.enrolling}
                onClick={() =>
                  email
                    ? void store.enrollForFree(course._id, email)
                    : auth.signIn(`/course/${course._id}`)
                }
              >
                {store.enrolling ? 'Enrolling…' : 'Enroll for free'}
              </button>
            ) : (
              <>
                <Link
                  to={`/payment/${course._id}`}
                  className="button button--primary button--block"
                >
                  Pay for enrollment
                </Link>
                <RefundPolicy />
              </>
            )}
            {store.enrollError && (
              <p className="notice notice--error" role="alert">
                {store.enrollError}
              </p>
            )}
          </>
        }
      />
    </div>
  );
});

export default CourseDetailsPage;
