import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { confirmAction } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { submitErrors } from '../../../lib/submit-errors';
import { usePageTitle } from '../../../lib/page-title';
import { COURSE_NOT_SAVED, CourseForm, type CourseSubmit } from '../components/course-form';
import { toCourseInput } from '../components/course-form-values';
import { useCourses } from '../stores/use-courses';

export const ADD_CONFIRM = 'Yes, Add This Course!';
export const ADD_SUCCESS = 'Successfully Submitted!';

/** An approved instructor submits a course; it waits for an admin's approval. */
export const Component = observer(function InstructorAddPage() {
  usePageTitle('Add class | Instructor');
  const { instructorCourses } = useCourses();

  const submit: CourseSubmit = async (values, form) => {
    if (!(await confirmAction(ADD_CONFIRM))) return;
    try {
      await instructorCourses.add(toCourseInput(values));
    } catch (error) {
      return submitErrors(error, COURSE_NOT_SAVED);
    }
    notify.success(ADD_SUCCESS);
    // Reset once final-form has finished this submission.
    setTimeout(() => form.restart(), 0);
  };

  return (
    <section aria-labelledby="add-heading">
      <Typography.Title level={2} id="add-heading" className="dash-page-heading">
        Add a class
      </Typography.Title>
      <CourseForm submitLabel="Add Course" onSubmit={submit} />
    </section>
  );
});
