import {
  Course,
  Money,
  type Category,
  type CourseStatus,
  type Email,
  type Experience,
  type HttpUrl,
  plainCourseDetails,
} from '@classroom/core';

export interface CourseRow {
  id: string;
  name: string;
  category: string;
  language: string;
  certificate: boolean | number;
  lectures: number;
  image: string;
  price_cents: number;
  short_description: string;
  detailed_description: string;
  /** JSON array of lines; null for none. */
  learning_outcomes: string | null;
  instructor_name: string;
  instructor_title: string;
  instructor_experience: string;
  instructor_email: string;
  instructor_image: string;
  rating: number | string;
  rating_sum: number;
  rating_count: number;
  total_enrollment: number;
  status: string;
  created_at: number | string;
}

/** Every column but `seq`, which only the text index uses. */
export const COURSE_COLUMNS = [
  'id',
  'name',
  'category',
  'language',
  'certificate',
  'lectures',
  'image',
  'price_cents',
  'short_description',
  'detailed_description',
  'learning_outcomes',
  'instructor_name',
  'instructor_title',
  'instructor_experience',
  'instructor_email',
  'instructor_image',
  'rating',
  'rating_sum',
  'rating_count',
  'total_enrollment',
  'status',
  'created_at',
] as const;

export function toCourseRow(course: Course): CourseRow {
  const props = course.toProps();
  const { priceCents, shortDescription, detailedDescription, learningOutcomes, ...plain } =
    plainCourseDetails(props);
  return {
    id: props.id,
    ...plain,
    price_cents: priceCents,
    short_description: shortDescription,
    detailed_description: detailedDescription,
    learning_outcomes: learningOutcomes?.length ? JSON.stringify(learningOutcomes) : null,
    instructor_name: props.instructor.name,
    instructor_title: props.instructor.title,
    instructor_experience: props.instructor.experience,
    instructor_email: props.instructor.email,
    instructor_image: props.instructor.image,
    rating: props.rating,
    rating_sum: props.ratingSum,
    rating_count: props.ratingCount,
    total_enrollment: props.totalEnrollment,
    status: props.status,
    created_at: props.createdAt.getTime(),
  };
}

export function toCourse(row: CourseRow): Course {
  return Course.restore({
    id: row.id,
    name: row.name,
    category: row.category as Category,
    language: row.language,
    certificate: Boolean(row.certificate),
    lectures: Number(row.lectures),
    image: row.image as HttpUrl,
    price: Money.cents(Number(row.price_cents)),
    shortDescription: row.short_description,
    detailedDescription: row.detailed_description,
    learningOutcomes: row.learning_outcomes ? (JSON.parse(row.learning_outcomes) as string[]) : [],
    instructor: {
      name: row.instructor_name,
      title: row.instructor_title,
      experience: row.instructor_experience as Experience | '',
      email: row.instructor_email as Email,
      image: row.instructor_image as HttpUrl | '',
    },
    rating: Number(row.rating),
    ratingSum: Number(row.rating_sum),
    ratingCount: Number(row.rating_count),
    totalEnrollment: Number(row.total_enrollment),
    status: row.status as CourseStatus,
    createdAt: new Date(Number(row.created_at)),
  });
}
