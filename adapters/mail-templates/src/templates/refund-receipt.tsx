/** @jsxRuntime automatic @jsxImportSource react */
import { formatAmount, formatDate } from '../format';
import type { MailTemplate } from '../mail-template';
import { Facts, Note, Paragraph, Title } from '../parts';

export const refundReceipt: MailTemplate<'refund-receipt'> = (message) => {
  const amount = formatAmount(message.amountCents, message.currency);
  const certificate = message.revokedCertificateCode;
  return {
    subject: `Your refund for ${message.courseName}`,
    preview: `${amount} refunded for ${message.courseName}.`,
    body: (
      <>
        <Title>Your refund is on its way</Title>
        <Paragraph>
          Hi {message.name}, your payment for {message.courseName} was refunded to your card. Your
          enrollment has ended; you can buy the course again at any time.
        </Paragraph>
        {certificate ? (
          <Paragraph>
            Your certificate for this course ({certificate}) was revoked with the refund: its verify
            page now shows it as revoked.
          </Paragraph>
        ) : null}
        <Facts
          rows={[
            ['Course', message.courseName],
            ['Refunded', amount],
            ['Date', formatDate(message.refundedAt)],
            ['Transaction ID', message.transactionId],
            ...(certificate ? [['Certificate revoked', certificate] as [string, string]] : []),
          ]}
        />
        <Note>Card issuers usually show a refund within 5 to 10 business days.</Note>
      </>
    ),
  };
};
