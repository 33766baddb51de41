import { Alert, Button, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { formatCents } from '../../../ui/money';
import { failureMessage } from '../../../lib/run-confirmed';

interface PayoutValues {
  dollars: number | null;
  method: string;
  reference: string;
}

/**
 * Records a payout: an amount in dollars and cents, never more than the available balance
 * (checked here, and by the server, whose refusal shows above the button), a method and the
 * transfer's reference.
 */
export function PayoutForm({
  availableCents,
  record,
}: {
  availableCents: number;
  record: (payout: { amountCents: number; method: string; reference: string }) => Promise<void>;
}) {
  const [form] = Form.useForm<PayoutValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: PayoutValues) => {
    setBusy(true);
    setError(null);
    try {
      await record({
        amountCents: Math.round((values.dollars ?? 0) * 100),
        method: values.method.trim(),
        reference: values.reference.trim(),
      });
      form.resetFields();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<PayoutValues>
      form={form}
      layout="vertical"
      className="money-payout-form"
      aria-label="Record a payout"
      initialValues={{ dollars: null, method: 'Bank transfer', reference: '' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="dollars"
        label="Amount (USD)"
        extra={`At most ${formatCents(availableCents)}, the available balance`}
        rules={[
          { required: true, message: 'Give the amount' },
          {
            validator: (_, dollars: number | null) =>
              dollars !== null && Math.round(dollars * 100) > availableCents
                ? Promise.reject(new Error(`At most ${formatCents(availableCents)} is available`))
                : Promise.resolve(),
          },
        ]}
      >
        <InputNumber<number>
          min={0.01}
          step={0.01}
          precision={2}
          prefix="$"
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item
        name="method"
        label="Method"
        rules={[{ required: true, whitespace: true, message: 'Give the method' }]}
      >
        <Input maxLength={200} placeholder="Bank transfer, PayPal…" />
      </Form.Item>
      <Form.Item
        name="reference"
        label="Reference"
        rules={[{ required: true, whitespace: true, message: "Give the transfer's reference" }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} className="money-error" /> : null}
      <Button type="primary" htmlType="submit" loading={busy}>
        Record payout
      </Button>
    </Form>
  );
}
