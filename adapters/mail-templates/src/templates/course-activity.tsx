/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Paragraph, Title } from '../parts';

export const newEnrollment: MailTemplate<'new-enrollment'> = (message, links) => ({
  subject: `A new student in ${message.courseName}`,
  preview: `${message.personName} enrolled.`,
  body: (
    <>
      <Title>A new student</Title>
      <Paragraph>
        Hi {message.name}, {message.personName} enrolled in <strong>{message.courseName}</strong>.
      </Paragraph>
      <Action href={links.instructorCourse(message.courseId)}>See the course's figures</Action>
    </>
  ),
});

export const newReview: MailTemplate<'new-review'> = (message, links) => ({
  subject: `A new review of ${message.courseName}`,
  preview: `${message.personName} reviewed your course.`,
  body: (
    <>
      <Title>A new review</Title>
      <Paragraph>
        Hi {message.name}, {message.personName} reviewed <strong>{message.courseName}</strong>.
      </Paragraph>
      <Action href={links.course(message.courseId)}>See the course</Action>
    </>
  ),
});
