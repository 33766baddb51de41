import { z } from 'zod';
import {
  category,
  certificate,
  coursePrice,
  httpUrl,
  numberError,
  optionalText,
  requiredText,
} from '../fields';
import { LIMITS } from '../options';

/**
 * The course page's "What you'll learn" (decision 37): up to 8 short lines; blank lines are
 * dropped. Absent on an update: the list stays as it is; empty: the standard list shows.
 */
const learningOutcomes = z
  .array(
    z.string({ error: 'Each item must be text' }).max(LIMITS.learningOutcome, {
      error: `Each item of What you'll learn must be at most ${LIMITS.learningOutcome} characters`,
    }),
    { error: "What you'll learn must be a list" },
  )
  .max(LIMITS.learningOutcomes, {
    error: `What you'll learn may list at most ${LIMITS.learningOutcomes} items`,
  })
  .optional();

/** The fields an instructor writes (spec: Add and Update course). */
const courseDetails = {
  courseName: requiredText('Course Name', LIMITS.courseName),
  courseCategory: category,
  courseImage: httpUrl('Course Image URL'),
  price: coursePrice,
  shortDescription: requiredText('Course Overview', LIMITS.shortDescription),
  detailedDescription: requiredText('Course Details', LIMITS.detailedDescription),
  language: requiredText('Course Language', LIMITS.language),
  certificate,
  learningOutcomes,
  lectures: z
    .number({ error: numberError('Total Lessons is required', 'Total Lessons must be a number') })
    .int({ error: `Total Lessons must be a whole number from 1 to ${LIMITS.maxLectures}` })
    .min(1, { error: `Total Lessons must be a whole number from 1 to ${LIMITS.maxLectures}` })
    .max(LIMITS.maxLectures, {
      error: `Total Lessons must be a whole number from 1 to ${LIMITS.maxLectures}`,
    }),
};

/**
 * POST /api/v1/instructor/add. The spec's client also sends the instructor's fields, the
 * rating, the enrollment count and the status: they are accepted and ignored. The instructor
 * comes from the caller's record; a new course is always pending, rated 4.8, with nobody
 * enrolled.
 */
export const addCourseBody = z.strictObject({
  ...courseDetails,
  instructorName: optionalText(),
  instructorTitle: optionalText(),
  instructorExperience: optionalText(),
  instructorEmail: optionalText(LIMITS.email),
  instructorImage: optionalText(LIMITS.url),
  courseRatings: z.number().min(0).max(5).optional(),
  totalEnrollment: z.number().int().min(0).optional(),
  courseStatus: z.union([z.literal(0), z.literal(1), z.literal('rejected')]).optional(),
});

/** PATCH /api/v1/instructor/update/:id: exactly the editable fields, nothing else. */
export const updateCourseBody = z.strictObject(courseDetails);

export type AddCourseBody = z.input<typeof addCourseBody>;
export type UpdateCourseBody = z.input<typeof updateCourseBody>;
