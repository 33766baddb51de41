import { revocationBody } from '@classroom/http-contract';
import { Alert, Button, Form, Modal } from 'antd';
import { Form as FinalForm } from 'react-final-form';
import { notify } from '../../../lib/notify';
import { submitErrors } from '../../../lib/submit-errors';
import { validateWith } from '../../../lib/validate-with';
import type { CertificateEntry } from '../api/certificates-api';
import { TextField } from '../../../ui/dashboard/form-field';

interface Props {
  certificate: CertificateEntry | null;
  revoke: (id: string, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks an admin why a certificate is revoked, then revokes it. */
export function RevokeCertificateDialog({ certificate, revoke, onClose }: Props) {
  return (
    <Modal
      open={certificate !== null}
      title={certificate ? `Revoke certificate ${certificate.code}` : 'Revoke certificate'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {certificate && (
        <FinalForm<{ reason: string }>
          validate={validateWith(revocationBody)}
          onSubmit={async ({ reason }) => {
            try {
              await revoke(certificate.id, reason);
              notify.success('Certificate revoked');
              onClose();
              return undefined;
            } catch (error) {
              return submitErrors(error, 'The certificate could not be revoked.');
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <Form layout="vertical" component="div">
              <p>
                {certificate.studentName}, {certificate.courseName}. Its verify page and the status
                list will say revoked; this cannot be undone.
              </p>
              <form onSubmit={handleSubmit} noValidate>
                <TextField name="reason" label="Reason" rows={3} />
                {submitError && (
                  <Alert type="error" showIcon message={submitError as string} role="alert" />
                )}
                <div className="dash-dialog-actions">
                  <Button onClick={onClose}>Cancel</Button>
                  <Button danger type="primary" htmlType="submit" loading={submitting}>
                    Revoke
                  </Button>
                </div>
              </form>
            </Form>
          )}
        />
      )}
    </Modal>
  );
}
