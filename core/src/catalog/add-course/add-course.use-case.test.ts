import { describe, expect, it } from 'vitest';
import {
  aRejectedApplicant,
  aUser,
  actorOf,
  anAdmin,
  anApplicant,
  anApprovedInstructor,
  courseInput,
} from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { parseHttpUrl } from '../../shared/http-url';

describe('AddCourse', () => {
  it('stores a pending course with rating 4.8, nobody enrolled, and the instructor from the profile', async () => {
    const instructor = anApprovedInstructor({
      displayName: 'Ivan Teacher',
      title: 'Senior Web Engineer',
      experience: 'Experienced',
      photoURL: parseHttpUrl('/demo/ivan.svg', 'photoURL'),
    });
    const core = memoryCore();
    await core.given(instructor);
    const input = courseInput({ priceCents: 1999, lectures: 12, certificate: false });

    const course = await core.useCases.addCourse.execute(input, actorOf(instructor));

    const stored = await core.store.courses.findById(course.id);
    expect(stored?.toProps()).toMatchObject({
      id: course.id,
      name: input.name,
      category: 'Web Development',
      language: 'English',
      certificate: false,
      lectures: 12,
      image: input.image,
      shortDescription: input.shortDescription,
      detailedDescription: input.detailedDescription,
      status: 'pending',
      rating: 4.8,
      totalEnrollment: 0,
      createdAt: core.clock.now(),
      instructor: {
        name: 'Ivan Teacher',
        title: 'Senior Web Engineer',
        experience: 'Experienced',
        email: instructor.email,
        image: '/demo/ivan.svg',
      },
    });
    expect(stored?.price.cents).toBe(1999);
  });

  it('takes nothing but the form fields from the caller', async () => {
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(instructor);
    const sneaky = {
      ...courseInput(),
      status: 'approved',
      rating: 5,
      totalEnrollment: 1000,
      instructor: { email: 'someone@else.test', name: 'Someone' },
    };

    const course = await core.useCases.addCourse.execute(sneaky, actorOf(instructor));

    expect(course.toProps()).toMatchObject({
      status: 'pending',
      rating: 4.8,
      totalEnrollment: 0,
      instructor: { email: instructor.email, name: instructor.displayName },
    });
  });

  it.each([0, 50])(
    'accepts a price of %i cents: free, or the smallest card charge',
    async (cents) => {
      const instructor = anApprovedInstructor();
      const core = memoryCore();
      await core.given(instructor);

      const course = await core.useCases.addCourse.execute(
        courseInput({ priceCents: cents }),
        actorOf(instructor),
      );

      expect(course.price.cents).toBe(cents);
    },
  );

  it.each([
    ['a student', aUser],
    ['an applicant', anApplicant],
    ['a rejected applicant', aRejectedApplicant],
    ['an admin who is no instructor', anAdmin],
  ])('refuses %s', async (_who, mother) => {
    const caller = mother();
    const core = memoryCore();
    await core.given(caller);

    await core.expectRefused(
      () => core.useCases.addCourse.execute(courseInput(), actorOf(caller)),
      'forbidden',
    );
  });

  it('refuses a visitor', async () => {
    const core = memoryCore();

    await core.expectRefused(
      () => core.useCases.addCourse.execute(courseInput(), null),
      'unauthenticated',
    );
  });

  it('reports every invalid field with its own message and stores nothing', async () => {
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(instructor);
    const before = core.state();

    await expect(
      core.useCases.addCourse.execute(
        {
          name: ' ',
          category: '',
          language: '',
          certificate: true,
          lectures: 0,
          image: '',
          priceCents: -1,
          shortDescription: '',
          detailedDescription: '',
        },
        actorOf(instructor),
      ),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: {
        courseName: 'Course Name is required',
        courseCategory: 'Category is required',
        language: 'Course Language is required',
        lectures: 'Total Lessons must be a whole number from 1 to 1000',
        courseImage: 'Course Image URL is required',
        price: 'Price must be from $0 to $100000',
        shortDescription: 'Course Overview is required',
        detailedDescription: 'Course Details is required',
      },
    });
    expect(core.state()).toEqual(before);
  });

  it.each([
    [
      { image: 'javascript:alert(1)' },
      'courseImage',
      'Course Image URL must start with http:// or https://',
    ],
    [{ image: 'not a url' }, 'courseImage', 'Course Image URL must be a valid URL'],
    [{ image: '//evil.test/x.png' }, 'courseImage', 'Course Image URL must be a valid URL'],
    [{ lectures: 2.5 }, 'lectures', 'Total Lessons must be a whole number from 1 to 1000'],
    [{ lectures: 1001 }, 'lectures', 'Total Lessons must be a whole number from 1 to 1000'],
    [{ priceCents: 10.5 }, 'price', 'Price must be from $0 to $100000'],
    // Below the smallest card charge: no card could ever pay it.
    [{ priceCents: 1 }, 'price', 'Price must be $0 or at least $0.50'],
    [{ priceCents: 49 }, 'price', 'Price must be $0 or at least $0.50'],
    [{ category: 'Cooking' }, 'courseCategory', 'Category is required'],
    [{ name: 'x'.repeat(121) }, 'courseName', 'Course Name must be at most 120 characters'],
  ])('refuses %o', async (override, field, message) => {
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(instructor);
    const before = core.state();

    await expect(
      core.useCases.addCourse.execute(courseInput(override), actorOf(instructor)),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    expect(core.state()).toEqual(before);
  });

  it('accepts a site-relative image path of a shipped asset', async () => {
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(instructor);

    const course = await core.useCases.addCourse.execute(
      courseInput({ image: '/demo/web-basics.svg' }),
      actorOf(instructor),
    );

    expect(course.image).toBe('/demo/web-basics.svg');
  });
});
