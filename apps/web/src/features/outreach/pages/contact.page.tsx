import { contactBody, type ContactBody } from '@classroom/http-contract';
import { FORM_ERROR } from 'final-form';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { usePageTitle } from '../../../lib/page-title';
import { validateWith } from '../../../lib/validate-with';
import { SubmitButton, TextField } from '../../../ui/form-fields';
import { submitErrors } from '../../../lib/submit-errors';
import { outreachApi, rateLimitedMessage } from '../../../lib/outreach-api';

export const CONTACT_SENT = 'Thank you! Your message is on its way to our support team.';
const validate = validateWith(contactBody);

/** /contact: a message to the support team, sent through the product's mail outbox. */
const ContactPage = observer(function ContactPage() {
  usePageTitle('Contact Us');
  const { api, auth } = useStores();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: ContactBody) => {
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    try {
      await outreachApi.contact(api, body);
      setSentTo(body.email);
      return undefined;
    } catch (error) {
      const limited = rateLimitedMessage(error);
      if (limited) return { [FORM_ERROR]: limited };
      return submitErrors(error, 'Your message could not be sent. Please try again.');
    }
  };

  return (
    <section className="form-card form-card--wide" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact Us</h1>
      {sentTo ? (
        <div className="notice notice--success" role="status">
          <p>{CONTACT_SENT}</p>
          <p>
            We will answer at <strong className="break-anywhere">{sentTo}</strong>, usually within
            one working day.
          </p>
          <p>
            <button type="button" className="button" onClick={() => setSentTo(null)}>
              Write another message
            </button>{' '}
            <Link to="/">Back To Home</Link>
          </p>
        </div>
      ) : (
        <Form<ContactBody>
          onSubmit={onSubmit}
          validate={validate}
          initialValues={{
            name: auth.isSignedIn ? auth.displayName : '',
            email: auth.isSignedIn ? (auth.user?.email ?? '') : '',
            subject: '',
            message: '',
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Contact Us">
              <p className="form-hint">
                Questions about a course, a payment or your account? Write to us and our support
                team will answer by e-mail.
              </p>
              <TextField name="name" label="Name" autoComplete="name" />
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              <TextField name="subject" label="Subject" />
              <TextField name="message" label="Message" rows={6} />
              <SubmitButton
                submitError={submitError}
                submitting={submitting}
                label="Send message"
                busyLabel="Sending…"
              />
            </form>
          )}
        </Form>
      )}
    </section>
  );
});

export default ContactPage;
