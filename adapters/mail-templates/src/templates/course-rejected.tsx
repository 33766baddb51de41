/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Paragraph, Title } from '../parts';
import { ReasonBlock } from '../reason-block';

export const courseRejected: MailTemplate<'course-rejected'> = (message, links) => ({
  subject: `Your course ${message.courseName} was not approved`,
  preview: 'It will not be listed in the catalogue.',
  body: (
    <>
      <Title>Your course was not approved</Title>
      <Paragraph>
        Hi {message.name}, after review your course <strong>{message.courseName}</strong> was not
        approved for the catalogue, so students will not see it.
      </Paragraph>
      <ReasonBlock reason={message.reason} />
      <Paragraph>Edit it among your classes and resubmit it for review when ready.</Paragraph>
      <Action href={links.instructorCourses}>See your classes</Action>
    </>
  ),
});
