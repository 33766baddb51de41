/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Note, Paragraph, Title } from '../parts';

export const verifyEmail: MailTemplate<'verify-email'> = (message, links, school) => ({
  subject: `Verify your e-mail address for ${school}`,
  preview: 'One click confirms that this address is yours.',
  body: (
    <>
      <Title>Verify your e-mail address</Title>
      <Paragraph>
        Hi {message.name}, welcome to {school}.
      </Paragraph>
      <Paragraph>
        Please confirm that this e-mail address is yours to finish setting up your account.
      </Paragraph>
      <Action href={links.verifyEmail(message.token)}>Verify e-mail address</Action>
      <Note>
        This link works once and expires in 24 hours. If you did not create an account, ignore this
        e-mail: nothing happens without the link.
      </Note>
    </>
  ),
});
