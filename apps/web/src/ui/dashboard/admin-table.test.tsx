import '../../test/dom-polyfills';
import { render, screen, within } from '@testing-library/react';
import type { TableColumnType } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTable } from './admin-table';

interface Row {
  id: string;
  name: string;
}

const columns: TableColumnType<Row>[] = [
  { title: 'SN', key: 'sn', render: (_, __, index) => index + 1 },
  { title: 'Name', dataIndex: 'name', key: 'name' },
  {
    title: 'Approve',
    key: 'approve',
    fixed: 'right',
    render: (_, row) => <button type="button">Approve {row.name}</button>,
  },
];
const rows: Row[] = [
  { id: 'a', name: 'Intro to Figma' },
  { id: 'b', name: 'SQL Basics' },
];

/** A window whose width matches the phone query or not. */
function windowIsPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('AdminTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a table with the action column pinned on wide screens', () => {
    windowIsPhone(false);
    render(<AdminTable label="Courses table" columns={columns} rows={rows} loading={false} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: 'Approve SQL Basics' })).toBeTruthy();
    expect(table.querySelector('.ant-table-cell-fix-right, .ant-table-cell-fix-end')).toBeTruthy();
  });

  it('lists each row as a card with its fields and its actions underneath on phones', () => {
    windowIsPhone(true);
    render(<AdminTable label="Courses table" columns={columns} rows={rows} loading={false} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Courses table' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(cards[1]!.textContent).toContain('SN2');
    expect(cards[1]!.textContent).toContain('NameSQL Basics');
    expect(within(cards[1]!).getByRole('button', { name: 'Approve SQL Basics' })).toBeTruthy();
  });
});
