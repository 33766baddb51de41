import { observer } from 'mobx-react-lite';
import { askAbout } from '../../../lib/confirm';
import { usePageTitle } from '../../../lib/page-title';
import { LoadingImage } from '../../../ui/loading-image';
import type { DashboardCourse } from '../api/dashboards-api';
import { EmptyList } from '../components/empty-list';
import { LoadFailed } from '../components/load-failed';
import { InstructorCourseCard } from '../components/instructor-course-card';
import { runConfirmed, showFailure } from '../components/run-confirmed';
import { useDashboards } from '../stores/use-dashboards';
import { useSignedInLoad } from '../stores/use-signed-in-load';

/** The instructor's own courses as cards. */
export const Component = observer(function InstructorCoursesPage() {
  usePageTitle('My class | Instructor');
  const { instructorCourses: store } = useDashboards();
  const email = useSignedInLoad(store, true);

  const remove = (course: DashboardCourse) =>
    void runConfirmed(
      { label: 'Yes, delete it!', question: askAbout('Delete', course.name) },
      () => store.remove(course.id),
      {
        title: 'Deleted!',
        description: 'Your Course has been deleted.',
      },
    );

  const resubmit = (course: DashboardCourse) =>
    void runConfirmed(
      { label: 'Yes, Resubmit!', question: askAbout('Resubmit', course.name) },
      () => store.resubmit(course.id),
      { title: 'Successfully Submitted!' },
    );

  return (
    <section aria-labelledby="my-courses-heading">
      <h2 id="my-courses-heading" className="dash-page-heading">
        My Added Classes: {store.count}
      </h2>
      {store.status === 'failed' ? (
        <LoadFailed
          what="Your classes"
          onRetry={() => store.load(email, true).catch(showFailure)}
        />
      ) : store.status === 'ready' ? (
        store.count === 0 ? (
          <EmptyList text="You have not added a class yet." />
        ) : (
          <div className="dash-card-grid">
            {store.list.map((course) => (
              <InstructorCourseCard
                key={course.id}
                course={course}
                onDelete={remove}
                onResubmit={resubmit}
              />
            ))}
          </div>
        )
      ) : (
        <LoadingImage />
      )}
    </section>
  );
});
