/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Note, Paragraph, Title } from '../parts';

export const passwordChanged: MailTemplate<'password-changed'> = (message, links, school) => ({
  subject: `Your ${school} password was changed`,
  preview: 'Every device signed in with the old password was signed out.',
  body: (
    <>
      <Title>Your password was changed</Title>
      <Paragraph>
        Hi {message.name}, the password of your {school} account was just changed, and every device
        signed in with the old one was signed out.
      </Paragraph>
      <Action href={links.login}>Sign in</Action>
      <Note>If you did not change it, reset your password right away:</Note>
      <Action href={links.forgotPassword}>Reset your password</Action>
    </>
  ),
});
