import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { confirmAction } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { submitErrors } from '../../../lib/submit-errors';
import { usePageTitle } from '../../../lib/page-title';
import { LoadingImage } from '../../../ui/loading-image';
import { COURSE_NOT_SAVED, CourseForm, type CourseSubmit } from '../components/course-form';
import { toCourseFormValues, toCourseInput } from '../components/course-form-values';
import { DecisionNote } from '../../../ui/dashboard/decision-note';
import { LoadFailed } from '../../../ui/dashboard/load-failed';
import { showFailure } from '../../../lib/run-confirmed';
import { useCourses } from '../stores/use-courses';
import { useSignedInLoad } from '../../../stores/use-signed-in-load';

export const UPDATE_CONFIRM = 'Yes, Update This Course!';
export const UPDATE_SUCCESS = 'Successfully Updated!';

/** The add form again, prefilled from one of the instructor's own courses. */
export const Component = observer(function InstructorUpdatePage() {
  usePageTitle('Update class | Instructor');
  const { id = '' } = useParams();
  const { instructorCourses: store } = useCourses();
  const email = useSignedInLoad(store);

  const course = store.course(id);
  const approved = course?.status === 'approved';
  useEffect(() => {
    if (approved) store.loadProposal(id).catch(showFailure);
  }, [approved, id, store]);
  // An approved course's form starts from what its owner proposed, still waiting for review.
  const proposal = store.proposals.get(id);
  const shown = proposal ?? course;
  const initialValues = useMemo(() => (shown ? toCourseFormValues(shown) : undefined), [shown]);

  if (store.status === 'failed' && !course) {
    return (
      <LoadFailed what="This class" onRetry={() => store.load(email, true).catch(showFailure)} />
    );
  }
  if (store.status !== 'ready' && !course) return <LoadingImage />;
  if (!course) {
    return (
      <section>
        <Typography.Title level={2}>Course not found</Typography.Title>
        <Link to="/teacher-dashboard/classes">Back to my classes</Link>
      </section>
    );
  }

  if (approved && proposal === undefined) {
    return store.proposalStatus === 'failed' ? (
      <LoadFailed what="This class" onRetry={() => store.loadProposal(id).catch(showFailure)} />
    ) : (
      <LoadingImage />
    );
  }

  const submit: CourseSubmit = async (values) => {
    if (!(await confirmAction(UPDATE_CONFIRM))) return;
    try {
      await store.update(id, toCourseInput(values));
    } catch (error) {
      return submitErrors(error, COURSE_NOT_SAVED);
    }
    notify.success(UPDATE_SUCCESS);
  };

  return (
    <section aria-labelledby="update-heading">
      <Typography.Title level={2} id="update-heading" className="dash-page-heading">
        Update {course.name}
      </Typography.Title>
      <DecisionNote decision={course.lastDecision} />
      {course.status === 'approved' ? (
        <p className="dash-card__meta">
          Changes to the name, descriptions, What you'll learn, image and lessons of an approved
          course wait for an admin's review; students see the approved version until then. A new
          price applies to new checkouts at once.
          {proposal ? ' The form shows the changes you proposed.' : null}
        </p>
      ) : null}
      <CourseForm submitLabel="Update Course" initialValues={initialValues} onSubmit={submit} />
    </section>
  );
});
