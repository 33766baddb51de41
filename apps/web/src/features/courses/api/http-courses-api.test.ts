import type { CourseWire } from '@classroom/http-contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { aCourseWire } from '../../../test/course-wire';
import { fakeServer } from '../../../test/fake-server';
import { createHttpCoursesApi } from './http-courses-api';

function coursesServer(answers: Parameters<typeof fakeServer>[0]) {
  const { client, calls } = fakeServer(answers);
  return { api: createHttpCoursesApi(client), calls };
}

/** A pending course as the server sends it, with `overrides` changed. */
const course = (overrides: Partial<CourseWire>): CourseWire =>
  aCourseWire({
    lectures: 10,
    instructorEmail: 'instructor@classroom.test',
    courseImage: 'https://img.test/a.png',
    totalEnrollment: 2,
    courseStatus: 0,
    status: 0,
    ...overrides,
  });

describe('createHttpCoursesApi', () => {
  it('lists the revisions queue keyed by course', async () => {
    const { api } = coursesServer({
      'GET /api/v1/admin/revisions?page=1&limit=10&state=pending&sort=oldest': {
        body: [
          {
            courseId: 'c1',
            courseName: 'React',
            instructorName: 'Ivan Teacher',
            instructorEmail: 'instructor@classroom.test',
            status: 'pending',
            version: 3,
            updatedAt: '2026-03-01T10:00:00.000Z',
          },
        ],
        headers: { 'X-Total-Count': '1' },
      },
    });
    const result = await api.listRevisions(1, 10, { state: 'pending', sort: 'oldest' });
    expect(result.items).toEqual([
      expect.objectContaining({ id: 'c1', version: 3, status: 'pending' }),
    ]);
  });

  it('counts the admin course pages from X-Total-Count and reads the wire statuses', async () => {
    const { api } = coursesServer({
      'GET /api/v1/admin/courses?page=1&limit=10': {
        body: [
          course({ _id: 'a', courseStatus: 1, status: 1 }),
          course({ _id: 'b', courseStatus: 'rejected', status: 'rejected' }),
          course({ _id: 'c' }),
        ],
        headers: { 'X-Total-Count': '23' },
      },
    });
    const result = await api.listAllCourses(1, 10);
    expect(result.pages).toBe(3);
    expect(result.total).toBe(23);
    expect(result.items.map((item) => item.status)).toEqual(['approved', 'rejected', 'pending']);
  });

  it('sends the course fields the update route takes, on the encoded path', async () => {
    const { api, calls } = coursesServer({
      'PATCH /api/v1/instructor/update/c%2F1': { body: { modifiedCount: 1 } },
    });
    await api.updateCourse('c/1', {
      courseName: 'React',
      shortDescription: 'Short',
      courseImage: 'https://img.test/a.png',
      courseCategory: 'Web Development',
      lectures: 10,
      certificate: 'No',
      price: 12.5,
      language: 'English',
      detailedDescription: 'Long',
    });
    expect(calls[0]?.body).toEqual({
      courseName: 'React',
      shortDescription: 'Short',
      courseImage: 'https://img.test/a.png',
      courseCategory: 'Web Development',
      lectures: 10,
      certificate: 'No',
      price: 12.5,
      language: 'English',
      detailedDescription: 'Long',
    });
  });

  it('passes the server refusal on as an ApiError with its field messages', async () => {
    const { api } = coursesServer({
      'POST /api/v1/instructor/add': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Check the fields',
            fields: { price: 'Price must be from $0 to $100000' },
          },
        },
      },
    });
    const failure = api.addCourse({
      courseName: 'x',
      shortDescription: 'x',
      courseImage: 'https://x.test',
      courseCategory: 'Business',
      lectures: 1,
      certificate: 'Yes',
      price: 1e9,
      language: 'x',
      detailedDescription: 'x',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      fields: { price: 'Price must be from $0 to $100000' },
    });
  });

  it('reads the figures of a course', async () => {
    const { api } = coursesServer({
      'GET /api/v1/instructor/courses/c1/figures': {
        body: {
          courseId: 'c1',
          totalEnrollment: 4,
          enrollments: 4,
          revenue: 80,
          lastEnrolledAt: '2026-11-20T10:00:00.000Z',
        },
      },
    });
    await expect(api.courseFigures('c1')).resolves.toEqual({
      totalEnrollment: 4,
      revenue: 80,
      lastEnrolledAt: '2026-11-20T10:00:00.000Z',
    });
  });
});
