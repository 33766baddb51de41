import { Course, Money, NEW_COURSE_RATING, type HttpUrl } from '@classroom/core';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { daysAgo, demoId } from './demo-ids';
import { DEMO_INSTRUCTORS, personImage } from './demo-users';

export const courseImage = (slug: string) => `/demo/courses/${slug}.svg` as HttpUrl;

export function demoCourses(): Course[] {
  return DEMO_CATALOGUE.map((spec, i) => {
    const instructor = DEMO_INSTRUCTORS.find((candidate) => candidate.key === spec.by);
    if (!instructor) throw new Error(`demo course ${spec.slug} names an unknown instructor`);
    return Course.restore({
      id: demoId('course', i + 1),
      name: spec.name,
      category: spec.category,
      language: spec.language,
      certificate: spec.certificate,
      lectures: spec.lectures,
      image: courseImage(spec.slug),
      price: Money.dollars(spec.price),
      shortDescription: spec.short,
      detailedDescription: spec.details,
      instructor: {
        name: instructor.name,
        title: instructor.title,
        experience: instructor.experience,
        email: instructor.email as Course['instructor']['email'],
        image: personImage(instructor.key),
      },
      rating: NEW_COURSE_RATING,
      ratingSum: 0,
      ratingCount: 0,
      totalEnrollment: spec.enrolled,
      status: spec.status,
      createdAt: daysAgo(spec.daysAgo),
    });
  });
}
