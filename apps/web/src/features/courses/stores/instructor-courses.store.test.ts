import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseInput } from '../api/courses-api';
import { aCourse, FakeCoursesApi } from '../testing/fake-courses-api';
import { InstructorCoursesStore } from './instructor-courses.store';

const ivan = 'instructor@classroom.test';

const input: CourseInput = {
  courseName: 'Testing React',
  shortDescription: 'Components tested the way users use them',
  courseImage: 'https://img.test/react.png',
  courseCategory: 'Web Development',
  lectures: 12,
  certificate: 'Yes',
  price: 19.99,
  language: 'English',
  detailedDescription: 'Everything about tests.',
};

describe('InstructorCoursesStore', () => {
  let api: FakeCoursesApi;
  let store: InstructorCoursesStore;

  beforeEach(async () => {
    api = new FakeCoursesApi();
    api.courses = [
      aCourse(1, { status: 'approved' }),
      aCourse(2),
      aCourse(3, { instructorEmail: 'someone@classroom.test' }),
    ];
    store = new InstructorCoursesStore(api);
    await store.load(ivan);
  });

  it('lists only the instructor own courses', () => {
    expect(store.list.map((course) => course.id)).toEqual(['course-1', 'course-2']);
    expect(store.count).toBe(2);
  });

  it('does not fetch again for the same instructor unless forced', async () => {
    api.courses.push(aCourse(4));
    await store.load(ivan);
    expect(store.count).toBe(2);
    await store.load(ivan, true);
    expect(store.count).toBe(3);
  });

  it('refetches after a course was added', async () => {
    const id = await store.add(input);
    await store.load(ivan);
    expect(store.course(id)?.name).toBe('Testing React');
    expect(store.course(id)?.status).toBe('pending');
  });

  it('shows the updated fields at once', async () => {
    await store.update('course-2', input);
    expect(store.course('course-2')).toMatchObject({
      name: 'Testing React',
      price: 19.99,
      lectures: 12,
      status: 'pending',
    });
  });

  it('drops a deleted course and keeps an approved one the server refused to delete', async () => {
    await store.remove('course-2');
    expect(store.course('course-2')).toBeUndefined();
    await expect(store.remove('course-1')).rejects.toThrow('approved');
    expect(store.course('course-1')).toBeDefined();
  });

  it('loads the figures of a course', async () => {
    api.figures.set('course-1', {
      totalEnrollment: 3,
      revenue: 148.5,
      lastEnrolledAt: '2026-11-20T10:00:00.000Z',
    });
    await store.loadFigures('course-1');
    expect(store.figures.get('course-1')?.revenue).toBe(148.5);
    await expect(store.loadFigures('missing')).rejects.toThrow('not found');
    expect(store.figuresStatus).toBe('failed');
  });
});

describe('InstructorCoursesStore refresh', () => {
  it('keeps showing the courses while a forced refresh runs', async () => {
    const api = new FakeCoursesApi();
    api.courses = [aCourse(1)];
    const store = new InstructorCoursesStore(api);
    await store.load(ivan);
    api.courses[0]!.status = 'approved';
    const refresh = store.load(ivan, true);
    expect(store.status).toBe('ready');
    expect(store.count).toBe(1);
    await refresh;
    expect(store.course('course-1')?.status).toBe('approved');
  });
});
