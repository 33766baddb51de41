/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Paragraph, Title } from '../parts';
import { ReasonBlock } from '../reason-block';

export const courseUnpublished: MailTemplate<'course-unpublished'> = (message, links) => ({
  subject: `Your course ${message.courseName} was unpublished`,
  preview: 'It is no longer listed or sold; its students keep their access.',
  body: (
    <>
      <Title>Your course was unpublished</Title>
      <Paragraph>
        Hi {message.name}, your course <strong>{message.courseName}</strong> was taken down from the
        catalogue. Nobody new can buy it; students already enrolled keep their access.
      </Paragraph>
      <ReasonBlock reason={message.reason} />
      <Paragraph>Edit it among your classes and resubmit it for review when ready.</Paragraph>
      <Action href={links.instructorCourses}>See your classes</Action>
    </>
  ),
});
