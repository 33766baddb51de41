/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Paragraph, Title } from '../parts';

export const applicationRejected: MailTemplate<'application-rejected'> = (message, links) => ({
  subject: 'About your GS Classroom instructor application',
  preview: 'Your application to teach was not approved this time.',
  body: (
    <>
      <Title>Your instructor application</Title>
      <Paragraph>
        Hi {message.name}, thank you for applying to teach on GS Classroom. After review, your
        application was not approved this time.
      </Paragraph>
      <Paragraph>You are welcome to apply again with more about your experience.</Paragraph>
      <Action href={links.joinAsInstructor}>Apply again</Action>
    </>
  ),
});
