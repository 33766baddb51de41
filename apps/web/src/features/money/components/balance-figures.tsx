import { formatCents } from '../../../ui/money';
import type { EarningsWire } from '@classroom/http-contract';

/** An instructor's balances: available and pending first, then lifetime and paid out. */
export function BalanceFigures({
  earnings,
  own = false,
}: {
  earnings: EarningsWire;
  /** The instructor's own page speaks to them. */
  own?: boolean;
}) {
  const figures = [
    { label: 'Available', cents: earnings.availableCents },
    { label: 'Pending', cents: earnings.pendingCents },
    { label: 'Lifetime', cents: earnings.lifetimeCents },
    { label: 'Paid out', cents: earnings.paidOutCents },
  ];
  return (
    <>
      <dl className="money-figures">
        {figures.map((figure) => (
          <div key={figure.label} className="money-figure">
            <dt>{figure.label}</dt>
            <dd>{formatCents(figure.cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="money-note">
        {own ? 'You earn' : 'The instructor earns'} {Math.round(earnings.instructorShare * 100)}% of
        each sale; a sale is pending for {earnings.holdDays} days (the refund window), then
        available to pay out.
      </p>
    </>
  );
}
