import type { CourseDetailsInput } from '@classroom/core';
import type { UpdateCourseBody } from '@classroom/http-contract';

/** Wire course fields to the core's input: dollars to cents, 'Yes'/'No' to a flag. */
export function toCourseDetails(body: UpdateCourseBody): CourseDetailsInput {
  return {
    name: body.courseName,
    category: body.courseCategory,
    language: body.language,
    certificate: body.certificate === 'Yes',
    lectures: body.lectures,
    image: body.courseImage,
    priceCents: Math.round(body.price * 100),
    shortDescription: body.shortDescription,
    detailedDescription: body.detailedDescription,
    learningOutcomes: body.learningOutcomes,
  };
}
