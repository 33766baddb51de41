import CourseDetailsPage from '../../features/catalog/course-details.page';
import { CourseCurriculum } from '../../features/learning/components/course-curriculum';

const curriculum = (courseId: string) => <CourseCurriculum courseId={courseId} />;

/** The course page with its curriculum: two features meet here, in the app. */
export default function CourseDetailsWithCurriculum() {
  return <CourseDetailsPage curriculum={curriculum} />;
}
