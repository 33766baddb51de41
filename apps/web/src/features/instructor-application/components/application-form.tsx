import {
  applyBody,
  CATEGORIES,
  EXPERIENCES,
  saveUserBody,
  type DecisionWire,
} from '@classroom/http-contract';
import { Form } from 'react-final-form';
import { validateWith } from '../../../lib/validate-with';
import { FormError, SelectField, TextField } from '../../../ui/form-fields';
import { RejectionNote } from './rejection-note';

export interface ApplicationValues {
  displayName?: string;
  photoURL?: string;
  experience?: string;
  category?: string;
  title?: string;
}

/** The application's rules, and the account's name and photo rules (spec: both required). */
const validateApplication = validateWith(
  applyBody
    .pick({ experience: true, category: true, title: true })
    .extend(saveUserBody.pick({ displayName: true, photoURL: true }).shape),
);

export type ApplicationStatus = '' | 'applied' | 'approved' | 'rejected';

/**
 * Name and photo come from the account (read-only); the rest is the application. A rejected
 * applicant sees the admin's last decision above the fields they may now edit.
 */
export function ApplicationForm({
  initialValues,
  status,
  decision = null,
  onSubmit,
}: {
  initialValues: ApplicationValues;
  status: ApplicationStatus;
  decision?: DecisionWire | null;
  onSubmit: (values: ApplicationValues) => Promise<Record<string, string> | undefined>;
}) {
  const locked = status === 'applied' || status === 'approved';
  const reasoned = status === 'rejected' && decision?.verdict === 'rejected' && !!decision.reason;
  return (
    <Form<ApplicationValues>
      onSubmit={onSubmit}
      validate={validateApplication}
      initialValues={initialValues}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Instructor application">
          {reasoned ? <RejectionNote decision={decision} /> : null}
          <TextField name="displayName" label="Name" readOnly />
          <TextField name="photoURL" label="Photo URL" readOnly />
          <SelectField
            name="experience"
            label="Experience"
            placeholder="Select your experience"
            options={EXPERIENCES}
          />
          <SelectField
            name="category"
            label="Category"
            placeholder="Select a category"
            options={CATEGORIES}
          />
          <TextField
            name="title"
            label="Current job title"
            placeholder="e.g. Senior Web Engineer"
          />
          <FormError>{submitError}</FormError>
          {status === 'approved' && (
            <button type="button" className="button button--block" disabled>
              You&apos;re Already Approved
            </button>
          )}
          {status === 'applied' && (
            <p className="notice" role="status">
              Your application is under review. We will let you know once an admin has decided.
            </p>
          )}
          {status === 'rejected' && !reasoned && (
            <p className="notice" role="status">
              Your last application was not approved. You may apply again.
            </p>
          )}
          {!locked && (
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={submitting}
            >
              submit for review
            </button>
          )}
        </form>
      )}
    </Form>
  );
}
