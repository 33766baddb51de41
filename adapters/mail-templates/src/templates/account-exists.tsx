/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Note, Paragraph, Title } from '../parts';

export const accountExists: MailTemplate<'account-exists'> = (message, links, school) => ({
  subject: `You already have a ${school} account`,
  preview: 'Someone tried to sign up with your e-mail address.',
  body: (
    <>
      <Title>You already have an account</Title>
      <Paragraph>
        Hi {message.name}, someone, perhaps you, tried to create a {school} account with this e-mail
        address. It already has an account, so no new one was made.
      </Paragraph>
      <Action href={links.login}>Sign in</Action>
      <Paragraph>Forgot your password? Choose a new one here:</Paragraph>
      <Action href={links.forgotPassword}>Reset your password</Action>
      <Note>If this was not you, there is nothing to do: your account is unchanged.</Note>
    </>
  ),
});
