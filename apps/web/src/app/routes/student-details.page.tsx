import {
  Component as StudentDetailsPage,
  type RefundRequest,
} from '../../features/enrollments/pages/student-details.page';
import { RefundPanel } from '../../features/money/components/refund-panel';
import { useMoneyApi } from '../../features/money/stores/use-money';

/** A paid enrollment's refund, from the money feature. */
function Refund(request: RefundRequest) {
  const api = useMoneyApi();
  return <RefundPanel api={api} {...request} />;
}

const refund = (request: RefundRequest) => <Refund {...request} />;

/** The student's class progress with its payment's refund: two features meet here. */
export function Component() {
  return <StudentDetailsPage refund={refund} />;
}
