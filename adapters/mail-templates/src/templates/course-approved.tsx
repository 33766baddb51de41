/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Paragraph, Title } from '../parts';

export const courseApproved: MailTemplate<'course-approved'> = (message, links) => ({
  subject: `Your course ${message.courseName} was approved`,
  preview: 'It is now in the catalogue for students to find.',
  body: (
    <>
      <Title>Your course is live</Title>
      <Paragraph>
        Hi {message.name}, your course <strong>{message.courseName}</strong> was approved and is now
        in the catalogue for students to find and enrol in.
      </Paragraph>
      <Action href={links.instructorCourses}>See your classes</Action>
    </>
  ),
});
