/** @jsxRuntime automatic @jsxImportSource react */
import type { MailTemplate } from '../mail-template';
import { Facts, Note, Paragraph, Title } from '../parts';

export const contactRequest: MailTemplate<'contact-request'> = (message) => ({
  subject: `Contact Us: ${message.subject}`,
  preview: `A message from ${message.name} through the Contact Us page.`,
  body: (
    <>
      <Title>{message.subject}</Title>
      <Facts
        rows={[
          ['From', message.name],
          ['Reply to', message.replyTo],
        ]}
      />
      {message.message.split(/\n{2,}/).map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <Note>Sent through the Contact Us page. Reply to this e-mail to answer {message.name}.</Note>
    </>
  ),
});
