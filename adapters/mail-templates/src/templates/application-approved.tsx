/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Paragraph, Title } from '../parts';

export const applicationApproved: MailTemplate<'application-approved'> = (
  message,
  links,
  school,
) => ({
  subject: `You are now a ${school} instructor`,
  preview: 'Your application to teach was approved.',
  body: (
    <>
      <Title>Welcome aboard, instructor</Title>
      <Paragraph>
        Hi {message.name}, good news: your application to teach on {school} was approved. You can
        now add your classes from the instructor dashboard.
      </Paragraph>
      <Action href={links.instructorDashboard}>Open the instructor dashboard</Action>
    </>
  ),
});
