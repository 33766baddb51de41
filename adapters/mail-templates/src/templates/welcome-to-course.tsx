/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Paragraph, Title } from '../parts';

export const welcomeToCourse: MailTemplate<'welcome-to-course'> = (message, links) => ({
  subject: `Welcome to ${message.courseName}`,
  preview: 'You are enrolled: the course is ready when you are.',
  body: (
    <>
      <Title>You are enrolled</Title>
      <Paragraph>
        Hi {message.name}, welcome to <strong>{message.courseName}</strong>. Your place is ready:
        open the course whenever you like.
      </Paragraph>
      <Action href={links.course(message.courseId)}>Start learning</Action>
    </>
  ),
});
