import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select, Skeleton, Table, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { formatCents } from '../../../ui/money';
import type { EarningsWire } from '@classroom/http-contract';
import type { PayoutEntry, StatementRow } from '../api/money-api';
import { BalanceFigures } from '../components/balance-figures';
import { dayRange } from '../components/day-range';
import { formatDate } from '../../../ui/format-date';
import { PagedListTable } from '../../../ui/dashboard/paged-list-table';
import { PayoutFiltersBar } from '../components/payout-filters-bar';
import { payoutColumns } from '../components/payouts-columns';
import {
  RevenueCharts,
  RevenuePeriodPicker,
  type RevenuePeriod,
} from '../components/revenue-charts';
import { showFailure } from '../../../lib/run-confirmed';
import { saveFile } from '../../../lib/save-file';
import { TableRegion } from '../../../ui/dashboard/table-region';
import { useRevenue } from '../components/use-revenue';
import type { Choice } from '../components/search-select';
import { useMoneyApi, useMoneyFinders, useMyPayouts } from '../stores/use-money';
import '../money.css';

const KIND_LABELS: Record<string, string> = {
  sale: 'Sale',
  refund: 'Refund',
  dispute: 'Dispute',
  fee_adjustment: 'Adjustment',
  payout: 'Payout',
};

const statementColumns: TableColumnsType<StatementRow> = [
  { title: 'Date', key: 'date', width: 110, render: (_, row) => formatDate(row.date) },
  {
    title: 'Entry',
    key: 'entry',
    render: (_, row) => (
      <>
        <strong>{KIND_LABELS[row.kind] ?? row.kind}</strong>
        {row.courseName ? <div>{row.courseName}</div> : null}
        {row.memo || row.reference ? (
          <div className="outbox-meta money-id">
            {[row.memo, row.reference].filter(Boolean).join(' · ')}
          </div>
        ) : null}
      </>
    ),
  },
  {
    title: 'Amount',
    key: 'amount',
    width: 110,
    align: 'right',
    render: (_, row) => formatCents(row.amountCents),
  },
  {
    title: 'Available',
    key: 'available',
    width: 110,
    responsive: ['sm'],
    render: (_, row) => formatDate(row.availableAt),
  },
];

/** The instructor's earnings: balances, revenue per course over time, statement, payouts. */
export const Component = observer(function InstructorEarningsPage() {
  usePageTitle('Earnings | Instructor');
  const api = useMoneyApi();
  const finders = useMoneyFinders();
  const payouts = useMyPayouts();
  const [earnings, setEarnings] = useState<EarningsWire | null>(null);
  const [courses, setCourses] = useState<Choice[]>([]);
  const [courseId, setCourseId] = useState<string | undefined>();
  const [period, setPeriod] = useState<RevenuePeriod>(30);
  const days = useRevenue(api.myRevenue, period, courseId);
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [rows, setRows] = useState<StatementRow[] | null>(null);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    api.myEarnings().then(setEarnings).catch(showFailure);
    finders.myCourses().then(setCourses).catch(showFailure);
    payouts.load(1).catch(showFailure);
  }, [api, finders, payouts]);
  useEffect(() => {
    let current = true;
    setRows(null);
    api
      .statement(range.from, range.to)
      .then((answer) => {
        if (current) setRows(answer);
      })
      .catch(showFailure);
    return () => {
      current = false;
    };
  }, [api, range]);

  const download = async () => {
    setDownloading(true);
    try {
      const csv = await api.statementCsv(range.from, range.to);
      saveFile('earnings-statement.csv', 'text/csv;charset=utf-8', csv);
    } catch (error) {
      showFailure(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="earnings-heading" className="money-page">
      <h2 id="earnings-heading" className="dash-page-heading">
        Earnings
      </h2>
      {earnings ? <BalanceFigures earnings={earnings} own /> : <Skeleton active />}

      <h3 className="dash-overview__subheading">Revenue over time</h3>
      <div className="dash-filters">
        <Select<string>
          aria-label="Course"
          value={courseId ?? ''}
          options={[{ value: '', label: 'All my courses' }, ...courses]}
          onChange={(value) => setCourseId(value || undefined)}
          style={{ width: 260, maxWidth: '100%' }}
        />
        <RevenuePeriodPicker value={period} onChange={setPeriod} />
      </div>
      {days ? (
        <RevenueCharts days={days} net={(day) => day.instructorCents} netTitle="Your earnings" />
      ) : (
        <Skeleton active />
      )}

      <h3 className="dash-overview__subheading">Statement</h3>
      <div className="dash-filters">
        <DatePicker.RangePicker
          aria-label="Statement dates"
          allowEmpty={[true, true]}
          onChange={(dates) => setRange(dayRange(dates))}
          style={{ maxWidth: '100%' }}
        />
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          Download CSV
        </Button>
      </div>
      <TableRegion label="Statement">
        <Table<StatementRow>
          className="money-table money-statement"
          tableLayout="fixed"
          rowKey="id"
          size="middle"
          columns={statementColumns}
          dataSource={rows ?? []}
          loading={rows === null}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: 'No entries in these dates.' }}
        />
      </TableRegion>

      <h3 className="dash-overview__subheading">Payouts: {payouts.total}</h3>
      <PayoutFiltersBar
        filters={payouts.filters}
        onChange={(change) => void payouts.filter(change).catch(showFailure)}
      />
      <PagedListTable<PayoutEntry>
        label="Your payouts"
        className="money-table"
        emptyText={payouts.filters.q ? 'No payouts match this search.' : 'No payouts yet.'}
        columns={payoutColumns}
        store={payouts}
      />
    </section>
  );
});
