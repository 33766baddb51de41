import { CATEGORIES, LIMITS, updateCourseBody } from '@classroom/http-contract';
import { Alert, Button, Col, Form as AntForm, Row } from 'antd';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { validateWith } from '../../../lib/validate-with';
import { PictureUpload } from '../../../ui/picture-upload';
import { toCourseBody, type CourseFormValues } from './course-form-values';
import { SelectField, TextField } from '../../../ui/dashboard/form-field';

/** A failed save that names no field (the server's own message wins when it has one). */
export const COURSE_NOT_SAVED = 'The course could not be saved. Please try again.';

const checkCourse = validateWith(updateCourseBody);

/**
 * The server's own rules and messages, on the form's text read as the wire's numbers; a
 * problem with one line of "What you'll learn" shows under the whole field.
 */
function validateCourse(values: CourseFormValues) {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(checkCourse(toCourseBody(values)))) {
    errors[field.startsWith('learningOutcomes.') ? 'learningOutcomes' : field] ??= message;
  }
  return errors;
}

export type CourseSubmit = (
  values: CourseFormValues,
  form: FormApi<CourseFormValues>,
) => Promise<SubmissionErrors | void>;

interface CourseFormProps {
  initialValues?: CourseFormValues;
  submitLabel: string;
  onSubmit: CourseSubmit;
}

/** The add and update course form: the contract's course rules (spec section 5). */
export function CourseForm({ initialValues, submitLabel, onSubmit }: CourseFormProps) {
  return (
    <Form<CourseFormValues>
      onSubmit={onSubmit}
      validate={validateCourse}
      initialValues={initialValues}
      subscription={{ submitting: true, submitError: true }}
    >
      {({ handleSubmit, submitting, submitError, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={submitLabel}>
          <AntForm layout="vertical" component={false}>
            {submitError ? (
              <Alert
                type="error"
                title={String(submitError)}
                role="alert"
                showIcon
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <TextField name="courseName" label="Course Name" />
              </Col>
              <Col xs={24} md={12}>
                <TextField name="shortDescription" label="Course Overview" />
              </Col>
              <Col xs={24} md={12}>
                <TextField
                  name="courseImage"
                  label="Course Image URL"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                />
                <PictureUpload
                  label="Upload a picture"
                  onUploaded={(imageUrl) => form.change('courseImage', imageUrl)}
                />
              </Col>
              <Col xs={24} md={12}>
                <SelectField
                  name="courseCategory"
                  label="Category"
                  placeholder="Select a category"
                  options={CATEGORIES}
                />
              </Col>
              <Col xs={24} md={12}>
                <TextField
                  name="lectures"
                  label="Total Lessons"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                />
              </Col>
              <Col xs={24} md={12}>
                <SelectField
                  name="certificate"
                  label="Certificate"
                  placeholder="Certificate: Yes or No"
                  options={['Yes', 'No']}
                />
              </Col>
              <Col xs={24} md={12}>
                <TextField
                  name="price"
                  label="Course Price"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  prefix="$"
                />
              </Col>
              <Col xs={24} md={12}>
                <TextField name="language" label="Course Language" />
              </Col>
              <Col xs={24}>
                <TextField name="detailedDescription" label="Course Details" rows={5} />
              </Col>
              <Col xs={24}>
                <TextField
                  name="learningOutcomes"
                  label="What you'll learn"
                  rows={5}
                  optional
                  placeholder="One item a line"
                  extra={`Up to ${LIMITS.learningOutcomes} short items, one a line. Left empty, the course page shows the standard list.`}
                />
              </Col>
            </Row>
            <Button type="primary" htmlType="submit" loading={submitting} block size="large">
              {submitLabel}
            </Button>
          </AntForm>
        </form>
      )}
    </Form>
  );
}
