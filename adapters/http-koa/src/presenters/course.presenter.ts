import type { Course, CourseStatus } from '@classroom/core';
import type { CourseWire, WireCourseStatus } from '@classroom/http-contract';

const WIRE_STATUS: Record<CourseStatus, WireCourseStatus> = {
  pending: 0,
  approved: 1,
  rejected: 'rejected',
  // The spec's wire has no such status: a course taken down is not live, as a rejected one.
  // `review.state` names it (decision 33).
  unpublished: 'rejected',
};

export function toWireStatus(status: CourseStatus): WireCourseStatus {
  return WIRE_STATUS[status];
}

export function presentCourse(course: Course): CourseWire {
  const props = course.toProps();
  const status = toWireStatus(props.status);
  return {
    _id: props.id,
    courseName: props.name,
    courseCategory: props.category,
    language: props.language,
    certificate: props.certificate ? 'Yes' : 'No',
    lectures: props.lectures,
    instructorName: props.instructor.name,
    instructorTitle: props.instructor.title,
    instructorExperience: props.instructor.experience,
    instructorEmail: props.instructor.email,
    instructorImage: props.instructor.image,
    courseImage: props.image,
    courseRatings: Math.round(course.shownRating * 10) / 10,
    ratingCount: course.ratingCount,
    price: props.price.dollars,
    shortDescription: props.shortDescription,
    detailedDescription: props.detailedDescription,
    learningOutcomes: [...props.learningOutcomes],
    totalEnrollment: props.totalEnrollment,
    courseStatus: status,
    status,
    createdAt: props.createdAt.toISOString(),
  };
}
