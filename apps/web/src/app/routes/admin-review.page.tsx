import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { CourseWire } from '@classroom/http-contract';
import { CourseView } from '../../features/catalog/components/course-view';
import { AdminReviewPage } from '../../features/courses/pages/admin-review.page';

const CourseCurriculum = lazy(async () => ({
  default: (await import('../../features/learning/components/course-curriculum')).CourseCurriculum,
}));

/** The course under review as its students would see it, with the way to its own page. */
function preview(course: CourseWire) {
  return (
    <CourseView
      course={course}
      curriculum={
        <Suspense fallback={null}>
          <CourseCurriculum courseId={course._id} />
        </Suspense>
      }
      action={
        <Link to={`/course/${course._id}`} className="button button--primary button--block">
          Open the course page
        </Link>
      }
    />
  );
}

/** The admin's review of a course: the dashboards' page, with the catalogue's course in it. */
export function Component() {
  return <AdminReviewPage preview={preview} />;
}
