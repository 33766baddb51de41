import { DeleteOutlined, EditOutlined, OrderedListOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { Link } from 'react-router';
import { CourseImage } from '../../../ui/course-image';
import { firstWords, formatDollars } from '../../../ui/money';
import type { DashboardCourse } from '../api/courses-api';
import { CourseStatusTag } from '../../../ui/dashboard/course-status-tag';
import { DecisionNote } from '../../../ui/dashboard/decision-note';

export const SHORT_DESCRIPTION_WORDS = 4;
// antd's card actions are grey; the link keeps the theme's blue, which passes AA contrast.
const ACTION_COLOR = '#1d4ed8';

interface InstructorCourseCardProps {
  course: DashboardCourse;
  onDelete: (course: DashboardCourse) => void;
  /** Sends a rejected or unpublished course back for review. */
  onResubmit?: (course: DashboardCourse) => void;
}

/**
 * What the course's status allows: its details once approved; the spec's disabled button
 * otherwise ('Not Approved', 'Rejected'), with 'Resubmit for review' beside a rejected or
 * unpublished one.
 */
function StatusAction({
  course,
  onResubmit,
}: Pick<InstructorCourseCardProps, 'course' | 'onResubmit'>) {
  if ((course.status === 'rejected' || course.status === 'unpublished') && onResubmit) {
    return (
      <div className="dash-card__status-actions">
        <Button disabled>{course.status === 'rejected' ? 'Rejected' : 'Unpublished'}</Button>
        <Button
          type="primary"
          aria-label={`Resubmit ${course.name}`}
          onClick={() => onResubmit(course)}
        >
          Resubmit for review
        </Button>
      </div>
    );
  }
  if (course.status === 'approved') {
    return (
      <Link to={`/teacher-dashboard/details/${course.id}`} className="dash-link-button">
        See Details
      </Link>
    );
  }
  return (
    <Button disabled block>
      {course.status === 'rejected' ? 'Rejected' : 'Not Approved'}
    </Button>
  );
}

/** One of the instructor's courses, with its status and what may be done with it. */
export function InstructorCourseCard({ course, onDelete, onResubmit }: InstructorCourseCardProps) {
  return (
    <Card
      cover={<CourseImage src={course.image} alt={course.name} />}
      actions={[
        <Link
          key="update"
          to={`/teacher-dashboard/update/${course.id}`}
          aria-label={`Update ${course.name}`}
          className="dash-card__action"
          style={{ color: ACTION_COLOR }}
        >
          <EditOutlined aria-hidden="true" /> Update
        </Link>,
        <Link
          key="curriculum"
          to={`/teacher-dashboard/curriculum/${course.id}`}
          aria-label={`Curriculum of ${course.name}`}
          className="dash-card__action"
          style={{ color: ACTION_COLOR }}
        >
          <OrderedListOutlined aria-hidden="true" /> Curriculum
        </Link>,
        ...(course.status === 'approved' ||
        course.status === 'unpublished' ||
        course.totalEnrollment > 0
          ? []
          : [
              <Button
                key="delete"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={`Delete ${course.name}`}
                onClick={() => onDelete(course)}
              >
                Delete
              </Button>,
            ]),
      ]}
    >
      <h3 className="dash-card__title">{course.name}</h3>
      <p className="dash-card__meta">
        {firstWords(course.shortDescription, SHORT_DESCRIPTION_WORDS)}...
      </p>
      <p className="dash-card__meta">{course.instructorName}</p>
      <p className="dash-card__meta">{course.instructorEmail}</p>
      <p className="dash-card__meta">
        <CourseStatusTag status={course.status} />{' '}
        <span className="dash-card__price">{formatDollars(course.price)}</span>
      </p>
      <DecisionNote decision={course.lastDecision} />
      <StatusAction course={course} onResubmit={onResubmit} />
    </Card>
  );
}
