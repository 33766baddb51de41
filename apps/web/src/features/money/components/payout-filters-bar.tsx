import type { MoneySort } from '@classroom/http-contract';
import type { PayoutFilters } from '../api/money-api';
import { TableFiltersBar } from '../../../ui/dashboard/table-filters-bar';

const SORTS: { value: MoneySort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'amount-desc', label: 'Amount, high to low' },
  { value: 'amount-asc', label: 'Amount, low to high' },
];

/** A payout list's search (reference or method) and order, run on the server. */
export function PayoutFiltersBar(props: {
  filters: PayoutFilters;
  onChange: (change: Partial<PayoutFilters>) => void;
}) {
  return (
    <TableFiltersBar
      name="Filter the payouts"
      searchLabel="Search payouts by reference or method"
      searchPlaceholder="Reference or method"
      filters={props.filters}
      onChange={props.onChange}
      selects={[{ key: 'sort', label: 'Sort', options: SORTS, unset: 'newest', width: 190 }]}
    />
  );
}
