/** @jsxRuntime automatic @jsxImportSource react */
import { Link } from '@react-email/components';
import type { MailTemplate } from '../mail-template';
import { Action, Facts, Note, Paragraph, Title } from '../parts';

export const certificateIssued: MailTemplate<'certificate-issued'> = (message, links) => ({
  subject: `Your certificate for ${message.courseName}`,
  preview: 'You completed the course: your certificate of completion is ready.',
  body: (
    <>
      <Title>Congratulations, you earned a certificate</Title>
      <Paragraph>
        Hi {message.name}, you completed <strong>{message.courseName}</strong>. Your certificate of
        completion is signed and ready: anyone can check it on its verify page.
      </Paragraph>
      <Facts rows={[['Certificate', message.code]]} />
      <Action href={links.verifyCertificate(message.certificateId)}>View your certificate</Action>
      <Note>
        Download it as a PDF, add it to your LinkedIn profile or keep its credential in a wallet
        from <Link href={links.myCertificates}>your certificates</Link>.
      </Note>
    </>
  ),
});
