/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Paragraph, Title } from '../parts';
import { ReasonBlock } from '../reason-block';

export const applicationRejected: MailTemplate<'application-rejected'> = (
  message,
  links,
  school,
) => ({
  subject: `About your ${school} instructor application`,
  preview: 'Your application to teach was not approved this time.',
  body: (
    <>
      <Title>Your instructor application</Title>
      <Paragraph>
        Hi {message.name}, thank you for applying to teach on {school}. After review, your
        application was not approved this time.
      </Paragraph>
      <ReasonBlock reason={message.reason} />
      <Paragraph>You are welcome to edit your application and apply again.</Paragraph>
      <Action href={links.joinAsInstructor}>Apply again</Action>
    </>
  ),
});
