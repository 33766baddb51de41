/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Note, Paragraph, Title } from '../parts';

export const passwordReset: MailTemplate<'password-reset'> = (message, links, school) => ({
  subject: `Reset your ${school} password`,
  preview: 'A link to choose a new password, valid for 30 minutes.',
  body: (
    <>
      <Title>Reset your password</Title>
      <Paragraph>
        Hi {message.name}, we received a request to reset the password of your {school} account.
      </Paragraph>
      <Action href={links.resetPassword(message.token)}>Choose a new password</Action>
      <Note>
        This link works once and expires in 30 minutes. Choosing a new password does not sign you
        in: nobody is signed in automatically, you sign in with the new password afterwards.
      </Note>
      <Note>If you did not ask for this, ignore this e-mail: your password stays as it is.</Note>
    </>
  ),
});
