import { AUDIT_KINDS, type AuditKind, type AuditSort } from '@classroom/http-contract';
import { Button, Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import type { AuditLogStore } from '../stores/audit-log.store';
import { AUDIT_KIND_TEXT } from './audit-description';
import { showFailure } from '../../../lib/run-confirmed';

const SORTS: { value: AuditSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

const kindOptions = AUDIT_KINDS.map((kind) => ({
  value: kind,
  label: AUDIT_KIND_TEXT[kind].label,
}));

/** The first instant of a local day ("2026-01-15"), or of the day after it. */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A moment's day in the browser's time zone, as a date input shows it ("2026-01-15"). */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface DayFilterProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** A day picked with the browser's own date input: keyboard and phone friendly. */
function DayFilter({ id, label, value, min, max, onChange }: DayFilterProps) {
  return (
    <div className="audit-filter">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Person, kind and a range of days (both ends included, in the admin's own time zone). */
export const AuditFilters = observer(function AuditFilters({ store }: { store: AuditLogStore }) {
  const { from, to } = store.filter;
  // The filter keeps instants; the inputs show the days they start and end.
  const fromDay = from ? localDay(new Date(from)) : '';
  const toDay = to ? localDay(new Date(new Date(to).getTime() - 1)) : '';
  const apply = (change: Parameters<AuditLogStore['applyFilter']>[0]) =>
    void store.applyFilter(change).catch(showFailure);
  const personOptions = store.people.map((person) => ({
    value: person.id,
    label: person.name ?? `Deleted account (${person.id})`,
  }));

  return (
    <div className="audit-filters" role="search" aria-label="Filter the audit log">
      <div className="audit-filter">
        <label htmlFor="audit-search">Name</label>
        <Input.Search
          // Clearing the filters empties the box.
          key={store.filter.q ?? ''}
          id="audit-search"
          allowClear
          placeholder="Person or course"
          defaultValue={store.filter.q}
          onSearch={(q) => apply({ q: q.trim() || undefined })}
        />
      </div>
      <div className="audit-filter">
        <label htmlFor="audit-person">Person</label>
        <Select
          id="audit-person"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder="Anyone"
          options={personOptions}
          value={store.filter.person}
          onChange={(person?: string) => apply({ person })}
        />
      </div>
      <div className="audit-filter">
        <label htmlFor="audit-kind">Kind</label>
        <Select
          id="audit-kind"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder="Every kind"
          options={kindOptions}
          value={store.filter.kind}
          onChange={(kind?: AuditKind) => apply({ kind })}
        />
      </div>
      <DayFilter
        id="audit-from"
        label="From"
        value={fromDay}
        max={toDay}
        onChange={(day) => apply({ from: dayStart(day) })}
      />
      <DayFilter
        id="audit-to"
        label="To"
        value={toDay}
        min={fromDay}
        onChange={(day) => apply({ to: dayStart(day, 1) })}
      />
      <div className="audit-filter audit-filter--narrow">
        <label htmlFor="audit-sort">Order</label>
        <Select
          id="audit-sort"
          options={SORTS}
          value={store.filter.sort ?? 'newest'}
          onChange={(sort: AuditSort) => apply({ sort })}
        />
      </div>
      <Button
        className="audit-clear"
        onClick={() =>
          apply({
            q: undefined,
            person: undefined,
            kind: undefined,
            from: undefined,
            to: undefined,
          })
        }
      >
        Clear filters
      </Button>
    </div>
  );
});
