import { fireEvent, screen } from '@testing-library/react';

export interface FilledCourse {
  courseName: string;
  shortDescription: string;
  courseImage: string;
  courseCategory: string;
  lectures: string;
  certificate: 'Yes' | 'No';
  price: string;
  language: string;
  detailedDescription: string;
}

export const validCourse: FilledCourse = {
  courseName: 'Testing React',
  shortDescription: 'Components tested the way users use them',
  courseImage: 'https://img.test/react.png',
  courseCategory: 'Web Development',
  lectures: '12',
  certificate: 'Yes',
  price: '19.99',
  language: 'English',
  detailedDescription: 'Everything about tests.',
};

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Picks an option of a select by its label. */
export function choose(label: string, option: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value: option } });
}

export function fillCourseForm(values: Partial<FilledCourse>): void {
  const all = { ...validCourse, ...values };
  type('Course Name', all.courseName);
  type('Course Overview', all.shortDescription);
  type('Course Image URL', all.courseImage);
  if (all.courseCategory) choose('Category', all.courseCategory);
  type('Total Lessons', all.lectures);
  choose('Certificate', all.certificate);
  type('Course Price', all.price);
  type('Course Language', all.language);
  type('Course Details', all.detailedDescription);
}
