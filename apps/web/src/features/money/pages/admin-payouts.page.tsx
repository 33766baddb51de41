import { Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { notify } from '../../../lib/notify';
import type { PayoutEntry } from '../api/money-api';
import { BalanceFigures } from '../components/balance-figures';
import { PagedListTable } from '../../../ui/dashboard/paged-list-table';
import { PayoutFiltersBar } from '../components/payout-filters-bar';
import { PayoutForm } from '../components/payout-form';
import { payoutColumns } from '../components/payouts-columns';
import { showFailure } from '../../../lib/run-confirmed';
import { SearchSelect } from '../components/search-select';
import { useAdminPayouts, useMoneyFinders } from '../stores/use-money';
import '../money.css';

/** Payouts: choose an instructor, see their balances, record a payout; the history, paged. */
export const Component = observer(function AdminPayoutsPage() {
  usePageTitle('Payouts | Admin');
  const store = useAdminPayouts();
  const finders = useMoneyFinders();
  useEffect(() => {
    store.load(1).catch(showFailure);
  }, [store]);

  return (
    <section aria-labelledby="payouts-heading" className="money-page">
      <h2 id="payouts-heading" className="dash-page-heading">
        Payouts
      </h2>
      <SearchSelect
        label="Instructor"
        placeholder="Choose an instructor"
        find={finders.instructors}
        value={store.instructorId}
        onChange={(id) => void store.choose(id).catch(showFailure)}
        width={360}
      />
      {store.instructorId ? (
        store.earnings ? (
          <div className="money-panel">
            <BalanceFigures earnings={store.earnings} />
            <h3 className="dash-overview__subheading">Record a payout</h3>
            <PayoutForm
              availableCents={store.earnings.availableCents}
              record={async (payout) => {
                await store.record(payout);
                notify.success('Payout recorded');
              }}
            />
          </div>
        ) : (
          <Skeleton active />
        )
      ) : (
        <p className="money-note">Choose an instructor to see their balance and pay them.</p>
      )}
      <h3 className="dash-overview__subheading">
        {store.instructorId ? 'Their payouts' : 'Every payout'}: {store.total}
      </h3>
      <PayoutFiltersBar
        filters={store.filters}
        onChange={(change) => void store.filter(change).catch(showFailure)}
      />
      <PagedListTable<PayoutEntry>
        label="Payout history"
        className="money-table"
        emptyText={store.filters.q ? 'No payouts match this search.' : 'No payouts yet.'}
        columns={payoutColumns}
        store={store}
      />
    </section>
  );
});
