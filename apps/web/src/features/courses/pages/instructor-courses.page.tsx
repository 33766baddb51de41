import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { askAbout } from '../../../lib/confirm';
import { usePageTitle } from '../../../lib/page-title';
import { LoadingImage } from '../../../ui/loading-image';
import type { DashboardCourse } from '../api/courses-api';
import { CourseFiltersBar } from '../components/course-filters-bar';
import { EmptyList } from '../../../ui/dashboard/empty-list';
import { LoadFailed } from '../../../ui/dashboard/load-failed';
import { InstructorCourseCard } from '../components/instructor-course-card';
import { Pager } from '../../../ui/dashboard/pager';
import { runConfirmed, showFailure } from '../../../lib/run-confirmed';
import { useCourses } from '../stores/use-courses';

const OWN_SEARCH = { label: 'Search your classes by name', placeholder: 'Search your classes' };

/**
 * The instructor's own courses as cards, searched, filtered, sorted and paged on the server.
 * A change here also refreshes the courses the update and details pages read.
 */
export const Component = observer(function InstructorCoursesPage() {
  usePageTitle('My class | Instructor');
  const { ownCourses: store, instructorCourses } = useCourses();
  useEffect(() => {
    // Every visit asks again: an admin may have decided meanwhile.
    store.load().catch(showFailure);
  }, [store]);

  const remove = (course: DashboardCourse) =>
    void runConfirmed(
      { label: 'Yes, delete it!', question: askAbout('Delete', course.name) },
      async () => {
        await store.remove(course.id);
        instructorCourses.forget();
      },
      {
        title: 'Deleted!',
        description: 'Your Course has been deleted.',
      },
    );

  const resubmit = (course: DashboardCourse) =>
    void runConfirmed(
      { label: 'Yes, Resubmit!', question: askAbout('Resubmit', course.name) },
      async () => {
        await store.resubmit(course.id);
        instructorCourses.forget();
      },
      { title: 'Successfully Submitted!' },
    );

  const busy = store.status === 'loading' || store.status === 'idle';
  return (
    <section aria-labelledby="my-courses-heading">
      <h2 id="my-courses-heading" className="dash-page-heading">
        My Added Classes: {store.total}
      </h2>
      <CourseFiltersBar
        filters={store.filters}
        search={OWN_SEARCH}
        onChange={(change) => store.filter(change).catch(showFailure)}
      />
      {store.status === 'failed' ? (
        <LoadFailed what="Your classes" onRetry={() => store.load().catch(showFailure)} />
      ) : store.status === 'ready' && store.total === 0 ? (
        <EmptyList
          text={store.filtered ? 'No classes match.' : 'You have not added a class yet.'}
        />
      ) : store.rows.length > 0 ? (
        <>
          <div className="dash-card-grid" aria-busy={busy}>
            {store.rows.map((course) => (
              <InstructorCourseCard
                key={course.id}
                course={course}
                onDelete={remove}
                onResubmit={resubmit}
              />
            ))}
          </div>
          <Pager store={store} busy={busy} />
        </>
      ) : (
        <LoadingImage />
      )}
    </section>
  );
});
