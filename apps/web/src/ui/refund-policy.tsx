import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../stores/use-stores';
import './refund-policy.css';

/**
 * The refund policy, said before buying: the window the server reports (REFUND_DAYS), and
 * that what was consumed is not refunded. The one place the course and payment pages word it.
 */
export const RefundPolicy = observer(function RefundPolicy() {
  const { config } = useStores();
  useEffect(() => {
    void config.load();
  }, [config]);
  const days = config.refundWindowDays;
  if (days === null) return null;
  return (
    <p className="refund-policy" role="note" aria-label="Refund policy">
      <strong>Refunds:</strong>{' '}
      {days > 0
        ? `you may ask for a full refund within ${days} ${days === 1 ? 'day' : 'days'} of paying. No refund is available once you have completed the course or its certificate has been issued.`
        : 'payments are not refunded.'}
    </p>
  );
});
