import { Component as InstructorDetailsPage } from '../../features/courses/pages/instructor-details.page';
import { InstructorCourseReviews } from '../../features/reviews/components/course-reviews';

const reviews = (courseId: string) => <InstructorCourseReviews courseId={courseId} />;

/** The instructor's course details with the course's reviews: two features meet here. */
export function Component() {
  return <InstructorDetailsPage reviews={reviews} />;
}
