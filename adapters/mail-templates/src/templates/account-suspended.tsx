/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Action, Paragraph, Title } from '../parts';
import { ReasonBlock } from '../reason-block';

export const accountSuspended: MailTemplate<'account-suspended'> = (message, links, school) => ({
  subject: `Your ${school} account is suspended`,
  preview: 'Nobody can sign in to your account until an admin reactivates it.',
  body: (
    <>
      <Title>Your account is suspended</Title>
      <Paragraph>
        Hi {message.name}, an admin suspended your {school} account. Nobody can sign in to it until
        an admin reactivates it, and every session it had has ended.
      </Paragraph>
      <ReasonBlock reason={message.reason} who="admin" />
      <Paragraph>If you think this is a mistake, write to us and say why.</Paragraph>
      <Action href={links.contact}>Contact us</Action>
    </>
  ),
});
