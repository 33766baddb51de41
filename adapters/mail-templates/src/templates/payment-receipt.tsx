/** @jsxRuntime automatic @jsxImportSource react */
import { formatAmount, formatDate } from '../format';
import type { MailTemplate } from '../mail-template';
import { Action, Facts, Note, Paragraph, Title } from '../parts';

export const paymentReceipt: MailTemplate<'payment-receipt'> = (message, links) => {
  const amount = formatAmount(message.amountCents, message.currency);
  return {
    subject: `Your receipt for ${message.courseName}`,
    preview: `${amount} paid for ${message.courseName}.`,
    body: (
      <>
        <Title>Thank you for your purchase</Title>
        <Paragraph>Hi {message.name}, your payment was received. Here is your receipt.</Paragraph>
        <Facts
          rows={[
            ['Course', message.courseName],
            ['Amount', amount],
            ['Date', formatDate(message.paidAt)],
            ['Transaction ID', message.transactionId],
          ]}
        />
        <Action href={links.course(message.courseId)}>Go to the course</Action>
        <Note>Keep this e-mail for your records.</Note>
      </>
    ),
  };
};
