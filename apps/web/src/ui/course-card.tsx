import { Link } from 'react-router';
import type { Course } from '../lib/wire';
import { CourseImage } from './course-image';
import { CourseRating } from './course-rating';
import { excerpt, formatDollars } from './money';

export const CARD_DESCRIPTION_WORDS = 4;

type CardCourse = Pick<
  Course,
  | '_id'
  | 'courseName'
  | 'courseImage'
  | 'shortDescription'
  | 'instructorName'
  | 'totalEnrollment'
  | 'price'
  | 'courseRatings'
  | 'ratingCount'
>;

/** The catalogue's course card. */
export function CourseCard({
  course,
  eager = false,
  priority = false,
  headingLevel = 3,
}: {
  course: CardCourse;
  eager?: boolean;
  /** The first card's picture is the page's largest one on a phone. */
  priority?: boolean;
  /** The card title's heading level, one below the list's heading. */
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="course-card">
      <CourseImage
        className="course-card__image"
        src={course.courseImage}
        alt=""
        eager={eager}
        priority={priority}
      />
      <div className="course-card__body">
        <Title className="course-card__title">{course.courseName}</Title>
        <p className="course-card__text">
          {excerpt(course.shortDescription, CARD_DESCRIPTION_WORDS)}
        </p>
        <p className="course-card__meta">Instructor: {course.instructorName}</p>
        <p className="course-card__meta">{course.totalEnrollment} Students Enrolled</p>
        <p className="course-card__meta">
          <CourseRating rating={course.courseRatings} count={course.ratingCount} />
        </p>
        <div className="course-card__footer">
          <span className="course-card__price">{formatDollars(course.price)}</span>
          <Link
            className="button button--primary"
            to={`/course/${course._id}`}
            aria-label={`Enroll Now: ${course.courseName}`}
          >
            Enroll Now
          </Link>
        </div>
      </div>
    </article>
  );
}
