/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Paragraph, Title } from '../parts';
import { ReasonBlock } from '../reason-block';

export const revisionApproved: MailTemplate<'revision-approved'> = (message, links) => ({
  subject: `Your changes to ${message.courseName} are live`,
  preview: 'Students now see the revised course.',
  body: (
    <>
      <Title>Your changes are live</Title>
      <Paragraph>
        Hi {message.name}, your changes to <strong>{message.courseName}</strong> were approved:
        students now see the revised course.
      </Paragraph>
      <Action href={links.course(message.courseId)}>See the course</Action>
    </>
  ),
});

export const revisionRejected: MailTemplate<'revision-rejected'> = (message, links) => ({
  subject: `Your changes to ${message.courseName} were not approved`,
  preview: 'The approved version stays live.',
  body: (
    <>
      <Title>Your changes were not approved</Title>
      <Paragraph>
        Hi {message.name}, your changes to <strong>{message.courseName}</strong> were not approved;
        students keep seeing the approved version.
      </Paragraph>
      <ReasonBlock reason={message.reason} />
      <Paragraph>Edit the course again to send new changes for review.</Paragraph>
      <Action href={links.instructorCourses}>See your classes</Action>
    </>
  ),
});
